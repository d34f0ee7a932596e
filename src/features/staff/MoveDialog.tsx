import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/errors';
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

type MoveDialogProps<B, R> = {
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
};

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
}: MoveDialogProps<B, R>) {
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

/**
 * An area's words for a refused move: the codes it names in `messages` (a colleague moved it
 * first, it is gone), a field the server refused in the server's own words (already in the
 * person's language), else errorText's.
 */
export function moveErrorWords(messages: Record<string, MessageDescriptor>) {
  return (error: unknown): string | null => {
    if (error instanceof ApiError) {
      if (Object.hasOwn(messages, error.code)) return i18n._(messages[error.code]!);
      if (error.code === 'validation-failed' && error.details.length > 0) return error.details.map((detail) => detail.message).join(' ');
    }
    return errorText(error);
  };
}

/**
 * The move dialog of one console area. Success refreshes the area's lists and counts; a move a
 * colleague made first (`isStale`) refreshes them too, so the page shows where it stands.
 */
export function areaMoveDialog(area: {
  bodyClassName: string;
  refresh: (queryClient: QueryClient) => void;
  isStale: (error: unknown) => boolean;
  errorWords: (error: unknown) => string | null;
}) {
  return function AreaMoveDialog<B, R>({ onDone, ...props }: Omit<MoveDialogProps<B, R>, 'bodyClassName' | 'onFailed' | 'errorWords'>) {
    const queryClient = useQueryClient();
    return (
      <MoveDialog
        {...props}
        bodyClassName={area.bodyClassName}
        onDone={(result) => {
          onDone(result);
          area.refresh(queryClient);
        }}
        onFailed={(error) => {
          if (area.isStale(error)) area.refresh(queryClient);
        }}
        errorWords={area.errorWords}
      />
    );
  };
}
