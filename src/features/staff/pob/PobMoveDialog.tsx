import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { refreshStaffPob } from '../../../api/staffPob';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isStale, pobMoveErrorText } from './pobMoveErrors';
import './pob.css';

/** What a dialog's fields make: the body to send, or why it cannot be sent (said, nothing sent). */
export type MoveCheck<B> = { body: B } | { problem: string };

/**
 * The Idempotency-Key of one dialog's attempts: made at the first send, kept while the same body
 * is sent again (a retry after a lost answer is answered, not repeated), new for a changed body.
 */
function useAttemptKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const sent = JSON.stringify(body ?? null);
    if (!last.current || last.current.body !== sent) last.current = { body: sent, key: newIdempotencyKey() };
    return last.current.key;
  };
}

/**
 * One pay-on-behalf move in a dialog: the effect in words and the fields it needs (the caller's
 * children), checked before anything is sent, then sent under the dialog's own Idempotency-Key.
 * Success refreshes the console's pay-on-behalf lists and counts; a request a colleague moved
 * first refreshes them too, so the page shows where it stands.
 */
export function PobMoveDialog<B, R>({
  title,
  confirmLabel,
  children,
  check,
  send,
  onDone,
  onClose,
}: {
  title: ReactNode;
  confirmLabel: ReactNode;
  children: ReactNode;
  check: () => MoveCheck<B>;
  send: (body: B, idempotencyKey: string) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const keyOf = useAttemptKey();
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: ({ body, key }: { body: B; key: string }) => send(body, key),
    onSuccess: (result) => {
      onDone(result);
      refreshStaffPob(queryClient);
    },
    onError: (error) => {
      if (isStale(error)) refreshStaffPob(queryClient);
    },
  });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={move.isPending}
      error={problem ?? pobMoveErrorText(move.error)}
      onConfirm={() => {
        const checked = check();
        if ('problem' in checked) return setProblem(checked.problem);
        setProblem(null);
        move.mutate({ body: checked.body, key: keyOf(checked.body) });
      }}
      onClose={onClose}
    >
      {/* Typing again clears what was said about the last try. */}
      <div
        className="pob-move"
        onInput={() => {
          setProblem(null);
          if (!move.isPending) move.reset();
        }}
      >
        {children}
      </div>
    </ConfirmDialog>
  );
}
