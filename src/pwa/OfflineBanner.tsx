import { Trans } from '@lingui/react/macro';
import { useOnline } from './useOnline';

/** While the browser is offline: pages still open (the service worker), network actions do not. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-banner">
      <Trans>Bạn đang ngoại tuyến. Một số thao tác cần mạng sẽ không thực hiện được.</Trans>
    </p>
  );
}
