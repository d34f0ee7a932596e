import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BrandMark } from '../components/BrandMark';
import { usePwa } from './PwaProvider';
import './pwa.css';

/**
 * Shown once the browser offered to install the app (`beforeinstallprompt`), on home and on the
 * profile; it goes away once used, whatever the person chose in the browser's dialog.
 */
export function InstallButton() {
  const pwa = usePwa();
  const available = useSelector(pwa, (s) => s.hasTag('installAvailable'));
  if (!available) return null;
  return (
    <section className="card install-card" aria-labelledby="install-card-title">
      <BrandMark size={40} tone="onLight" />
      <div className="install-card__body">
        <h2 id="install-card-title" className="install-card__title">
          <Trans>Cài MuaHộ lên điện thoại</Trans>
        </h2>
        <p className="install-card__text">
          <Trans>Mở nhanh từ màn hình chính, dùng được cả khi mạng chập chờn.</Trans>
        </p>
      </div>
      <button type="button" className="btn btn-primary install-card__button" onClick={() => pwa.send({ type: 'install.requested' })}>
        <Trans>Cài đặt ứng dụng</Trans>
      </button>
    </section>
  );
}
