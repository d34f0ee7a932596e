import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/idempotencyKey';

/**
 * A move on a request or an order (cancelling it, confirming receipt) behind a confirm dialog: one
 * Idempotency-Key per question asked, sent again by a retry inside the same dialog, so a lost
 * answer never moves money twice; asking again is a new attempt with a new key.
 *
 * `onDone` may answer a promise (a refetch the page waits for): the dialog stays busy until it
 * settles. `onMovedMeanwhile` runs when the server refuses because staff (or the warehouse) moved
 * it meanwhile, so the page can show where it is now.
 */
export function useConfirmedMove<T>(
  run: (idempotencyKey: string) => Promise<T>,
  { onDone, onMovedMeanwhile }: { onDone: (result: T) => void | Promise<void>; onMovedMeanwhile?: () => void },
) {
  const key = useRef('');
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => run(key.current),
    onSuccess: (result) => {
      const settling = onDone(result);
      if (settling) return settling.then(() => setOpen(false));
      setOpen(false);
    },
    onError: (error) => {
      if ((error as { code?: string }).code === 'invalid-transition') onMovedMeanwhile?.();
    },
  });
  return {
    open,
    ask: () => {
      key.current = newIdempotencyKey();
      mutation.reset();
      setOpen(true);
    },
    close: () => setOpen(false),
    confirm: () => mutation.mutate(),
    pending: mutation.isPending,
    error: mutation.isError ? mutation.error : null,
  };
}
