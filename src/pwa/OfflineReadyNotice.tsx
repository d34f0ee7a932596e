import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { usePwa } from './PwaProvider';

/** After the service worker's first install; the machine hides it after a few seconds. */
export function OfflineReadyNotice() {
  const { t } = useLingui();
  const pwa = usePwa();
  const shown = useSelector(pwa, (s) => s.hasTag('offlineNotice'));
  if (!shown) return null;
  return (
    <div className="pwa-toast pwa-toast--row">
      <p className="pwa-toast__text">
        <Trans>Ứng dụng đã sẵn sàng dùng ngoại tuyến</Trans>
      </p>
      <button type="button" className="pwa-toast__close" onClick={() => pwa.send({ type: 'offlineNotice.dismiss' })} aria-label={t`Đóng`}>
        ×
      </button>
    </div>
  );
}
