import { Trans } from '@lingui/react/macro';
import { useFormat } from '../i18n/useFormat';
import { useOnline } from '../lib/useOnline';

/**
 * Offline, above data that may be old: when it was fetched, so nobody takes a balance or a status
 * kept on the device for the current one. Online it says nothing.
 */
export function OfflineAge({
  updatedAt,
  inCard = false,
}: {
  updatedAt: number;
  /** Inside a card already: a line of it, not a card of its own. */ inCard?: boolean;
}) {
  const online = useOnline();
  const format = useFormat();
  if (online || updatedAt <= 0) return null;
  const time = format.dateTime(new Date(updatedAt).toISOString());
  return (
    <p className={inCard ? 'muted offline-age' : 'card muted offline-age'} role="status">
      <Trans>Dữ liệu lúc {time}, đang ngoại tuyến</Trans>
    </p>
  );
}
