import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CartItem } from '../../../contract/cart';
import { FormAlert } from '../../components/form/FormAlert';
import { userText } from '../../i18n/userText';

type Props = {
  item: CartItem;
  restoring: boolean;
  restoreError: string | null;
  onUndo: () => void;
  onClose: () => void;
};

/**
 * "Đã xóa … · Hoàn tác" after a line is removed. It takes the focus (the removed line's button
 * is gone) and stays until closed or replaced: no timer takes the undo away from a slow reader.
 */
export function RemovedNotice({ item, restoring, restoreError, onUndo, onClose }: Props) {
  const { t } = useLingui();
  const undoRef = useRef<HTMLButtonElement>(null);
  const title = userText(item.titleVi ?? item.title);
  useEffect(() => undoRef.current?.focus(), [item.id]);
  return (
    <div className="cart-removed">
      <p role="status" className="cart-removed__text">
        <Trans>Đã xóa “{title}” khỏi giỏ hàng.</Trans>
      </p>
      <div className="cart-removed__actions">
        <button
          ref={undoRef}
          type="button"
          className="btn btn-secondary"
          onClick={onUndo}
          disabled={restoring}
          aria-busy={restoring || undefined}
        >
          {restoring && <span className="spinner" aria-hidden="true" />}
          <Trans>Hoàn tác</Trans>
        </button>
        <button type="button" className="btn btn-secondary cart-removed__close" onClick={onClose} aria-label={t`Đóng thông báo`}>
          ×
        </button>
      </div>
      <FormAlert message={restoreError} />
    </div>
  );
}
