import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import type { BadgeCountQuery } from '../../api/badgeCount';
import { chatUnreadQuery } from '../../api/chatBadge';
import { notificationUnreadQuery } from '../../api/notificationBadge';
import { useLiveSettled } from '../../live/LiveFollowingProvider';
import { useCurrentUser } from '../../session/SessionProvider';

/** What a link with an unread badge needs: the count's query, and its name while something is unread. */
export type UnreadBadge = { query: BadgeCountQuery; label: (count: string) => MessageDescriptor };

/*
 * With a count the link is named by one label ("Thông báo, 1 chưa đọc"): the visible label and a
 * hidden suffix side by side are separate boxes, which browsers join with a space before the comma.
 */
export const chatBadge: UnreadBadge = { query: chatUnreadQuery, label: (count) => msg`Tin nhắn, ${count} chưa đọc` };
export const notificationBadge: UnreadBadge = { query: notificationUnreadQuery, label: (count) => msg`Thông báo, ${count} chưa đọc` };

/**
 * A badge's count for a signed-in person only ("99+" above 99); null while nothing is unread or
 * the count is unknown. It is read once live events are followed (src/live/liveFollowing.ts), so
 * the stream's opening does not make it read twice; a count kept on the device shows meanwhile.
 */
export function useUnreadCount(badge: UnreadBadge): string | null {
  const api = useApi();
  const user = useCurrentUser();
  const following = useLiveSettled();
  const { data: count } = useQuery({ ...badge.query(api), enabled: user !== null && following });
  if (!user || !count) return null;
  return count > 99 ? '99+' : String(count);
}

/** The count drawn on an icon; the link's name carries it for screen readers. */
export function BadgeCount({ count, className }: { count: string | null; className: string }) {
  if (!count) return null;
  return (
    <span className={className} aria-hidden="true">
      {count}
    </span>
  );
}
