import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { DoneNote } from '../DoneNote';
import { useConfirmedMove } from '../useConfirmedMove';

export type CancelRequestProps<T> = {
  code: string;
  /** Whether the request may still be cancelled: the button shows only then. */
  cancellable: boolean;
  cancel: (idempotencyKey: string) => Promise<T>;
  /** Puts the cancelled request where the pages read it and answers what came back, for the note. */
  onCancelled: (cancelled: T) => string;
  /** Staff started on it meanwhile (the server refused the move): show where it is now. */
  onMovedMeanwhile: () => void;
  errorText: (error: Error | null) => string | null;
  /** What the question says comes back. */
  children: ReactNode;
};

/**
 * "Hủy yêu cầu" on a request the customer paid for and nobody has started on yet: it asks first,
 * saying what comes back (the caller's words), then says what came back. Mounted whatever the
 * status, so the outcome stays announced after the request turns cancelled and the button goes.
 */
export function CancelRequest<T>({ code, cancellable, cancel, onCancelled, onMovedMeanwhile, errorText, children }: CancelRequestProps<T>) {
  const [done, setDone] = useState<string | null>(null);
  const move = useConfirmedMove(cancel, { onDone: (cancelled) => setDone(onCancelled(cancelled)), onMovedMeanwhile });
  const ask = () => {
    setDone(null);
    move.ask();
  };
  return (
    <>
      <DoneNote>{done}</DoneNote>
      {cancellable && (
        <button type="button" className="btn btn-secondary btn-block" onClick={ask}>
          <Trans>Hủy yêu cầu</Trans>
        </button>
      )}
      {move.open && (
        <ConfirmDialog
          title={<Trans>Hủy yêu cầu {code}?</Trans>}
          confirmLabel={<Trans>Hủy yêu cầu</Trans>}
          pendingLabel={<Trans>Đang hủy…</Trans>}
          cancelLabel={<Trans>Không hủy</Trans>}
          pending={move.pending}
          error={errorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
        >
          <p>{children}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
