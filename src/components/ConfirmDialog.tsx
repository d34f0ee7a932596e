import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormAlert } from './form/FormAlert';
import './ConfirmDialog.css';

type Props = {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  cancelLabel: ReactNode;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes; the control that opened it by default. */
  returnFocusTo?: () => HTMLElement | null;
};

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal question (role="dialog", aria-modal): focus starts on the safe answer, Tab stays
 * inside, Escape closes, and focus goes back when it closes. The rest of the page is inert
 * meanwhile. (Not a native <dialog>: jsdom, which the component tests run in, lacks showModal.)
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocusTo,
}: Props) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Written after commit, not during render: the close below must see the last shown prop.
  const returnFocus = useRef(returnFocusTo);
  useLayoutEffect(() => {
    returnFocus.current = returnFocusTo;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = dialogRef.current?.parentElement;
    // Everything beside the dialog's layer becomes inert, restoring only what this dialog changed.
    const made = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== layer && !el.inert);
    for (const el of made) el.inert = true;
    cancelRef.current?.focus();
    return () => {
      for (const el of made) el.inert = false;
      const target = returnFocus.current?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(focusable)];
    const [first, last] = [items[0], items.at(-1)];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-layer">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className="dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        )}
        <FormAlert message={error} />
        <div className="dialog__actions">
          <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
            {pending && <span className="spinner" aria-hidden="true" />}
            {pending ? pendingLabel : confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="btn btn-secondary" disabled={pending} onClick={onClose}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
