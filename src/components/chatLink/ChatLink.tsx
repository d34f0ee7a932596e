import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chatKey, type ChatThreadType } from '../../../contract/chatThreads';
import { Icon } from '../icons/icons';

/**
 * "Nhắn tin": the thread about this order, consignment, request, complaint or delivery, for a
 * question to staff from the page of what it is about. One line on each of those pages.
 */
export function ChatLink({ type, id, className = 'btn btn-secondary' }: { type: ChatThreadType; id: number; className?: string }) {
  return (
    <Link to="/chat/$key" params={{ key: chatKey({ type, id }) }} className={className}>
      <Icon name="chat" size={18} />
      <Trans>Nhắn tin</Trans>
    </Link>
  );
}
