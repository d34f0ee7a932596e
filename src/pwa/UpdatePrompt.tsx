import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { usePwa } from './PwaProvider';
import { useUnsavedInput } from './useUnsavedInput';

/**
 * "Có phiên bản mới": shown while the PWA machine says an update is needed. Nothing reloads
 * until the person presses "Tải lại"; with unsaved input on the page, the prompt says so first.
 */
export function UpdatePrompt() {
  const pwa = usePwa();
  const shown = useSelector(pwa, (s) => s.hasTag('updatePrompt'));
  const applying = useSelector(pwa, (s) => s.hasTag('updateApplying'));
  const unsaved = useUnsavedInput(shown);
  if (!shown) return null;
  return (
    <div className="pwa-toast">
      <p className="pwa-toast__title">
        <Trans>Có phiên bản mới</Trans>
      </p>
      <p className="pwa-toast__text">
        {unsaved ? (
          <Trans>Trang này có thông tin bạn chưa lưu. Tải lại bây giờ sẽ làm mất thông tin đó.</Trans>
        ) : (
          <Trans>Tải lại để dùng phiên bản mới nhất của MuaHộ.</Trans>
        )}
      </p>
      <div className="pwa-toast__actions">
        <button type="button" className="btn btn-secondary" onClick={() => pwa.send({ type: 'update.dismiss' })} disabled={applying}>
          <Trans>Để sau</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => pwa.send({ type: 'update.accept', now: Date.now() })}
          disabled={applying}
          aria-busy={applying || undefined}
        >
          {applying && <span className="spinner" aria-hidden="true" />}
          <Trans>Tải lại</Trans>
        </button>
      </div>
    </div>
  );
}
