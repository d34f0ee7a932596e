import { Trans } from '@lingui/react/macro';
import { useFormat } from '../i18n/useFormat';
import { useOnline } from '../lib/useOnline';

/**
 * Offline, above data that may be old: when it was fetched, so nobody takes a balance or a status
 * kept on the device for the current one. Online it says nothing.
 */
export function OfflineAge({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  const format = useFormat();
  if (online || updatedAt <= 0) return null;
  const time = format.dateTime(new Date(updatedAt).toISOString());
  return (
    <p className="card muted offline-age" role="status">
      <Trans>Dữ liệu lúc {time}, đang ngoại tuyến</Trans>
    </p>
  );
}
