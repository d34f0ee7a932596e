import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../components/form/serverErrors';

/**
 * A confirmation that asks for one line of text first (a transfer reference, a reason) and then
 * moves money. The same text sent again keeps its Idempotency-Key, so "retry" after a dropped
 * connection cannot pay or refuse twice; changed text is a new request with a new key.
 */
export function TextActionDialog({
  title,
  children,
  fieldLabel,
  confirmLabel,
  missing,
  run,
  onDone,
  onClose,
}: {
  title: ReactNode;
  children?: ReactNode;
  fieldLabel: string;
  confirmLabel: ReactNode;
  /** Said when the box is empty. */
  missing: string;
  run: (text: string, idempotencyKey: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [key, setKey] = useState(newIdempotencyKey);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const action = useMutation({ mutationFn: () => run(text.trim(), key), onSuccess: onDone });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={action.isPending}
      error={empty ? missing : action.error ? errorText(action.error) : null}
      onConfirm={() => {
        if (!text.trim()) return setEmpty(true);
        action.mutate();
      }}
      onClose={onClose}
    >
      {children}
      <div className="field dialog-field">
        <label className="field__label" htmlFor={id}>
          {fieldLabel}
        </label>
        <input
          id={id}
          className="field__input"
          value={text}
          aria-invalid={empty || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setKey(newIdempotencyKey());
            setEmpty(false);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
