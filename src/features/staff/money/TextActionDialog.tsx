import { useId, useState, type ReactNode } from 'react';
import { MoveDialog } from '../MoveDialog';

/**
 * A confirmation that asks for one line of text first (a transfer reference, a reason) and then
 * moves money (MoveDialog). The same text sent again keeps its Idempotency-Key, so "retry" after
 * a dropped connection cannot pay or refuse twice; changed text is a new request with a new key.
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
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <MoveDialog
      title={title}
      confirmLabel={confirmLabel}
      check={() => {
        const typed = text.trim();
        setEmpty(!typed);
        return typed ? { body: typed } : { problem: missing };
      }}
      send={run}
      onDone={onDone}
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
            setEmpty(false);
          }}
        />
      </div>
    </MoveDialog>
  );
}
