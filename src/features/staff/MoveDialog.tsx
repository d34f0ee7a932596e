import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../components/form/serverErrors';

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
 * One staff move in a dialog: the effect in words and the fields it needs (the caller's
 * children), checked before anything is sent, then sent under the dialog's own Idempotency-Key.
 * Typing again clears what was said about the last try. An area words its own refusals
 * (`errorWords`) and refreshes what a failure showed out of date (`onFailed`).
 */
export function MoveDialog<B, R>({
  title,
  confirmLabel,
  children,
  bodyClassName,
  check,
  send,
  onDone,
  onFailed,
  errorWords = errorText,
  onClose,
}: {
  title: ReactNode;
  confirmLabel: ReactNode;
  children: ReactNode;
  /** The class of the block around the children (an area's spacing). */
  bodyClassName?: string;
  check: () => MoveCheck<B>;
  send: (body: B, idempotencyKey: string) => Promise<R>;
  onDone: (result: R) => void;
  onFailed?: (error: unknown) => void;
  errorWords?: (error: unknown) => string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const keyOf = useAttemptKey();
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: ({ body, key }: { body: B; key: string }) => send(body, key),
    onSuccess: onDone,
    onError: onFailed,
  });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={move.isPending}
      error={problem ?? errorWords(move.error)}
      onConfirm={() => {
        const checked = check();
        if ('problem' in checked) return setProblem(checked.problem);
        setProblem(null);
        move.mutate({ body: checked.body, key: keyOf(checked.body) });
      }}
      onClose={onClose}
    >
      <div
        className={bodyClassName}
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
