import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/idempotencyKey';

/**
 * A move that gives money back (cancelling a request, a delivery) behind a confirm dialog: one
 * Idempotency-Key per question asked, sent again by a retry inside the same dialog, so a lost
 * answer never moves money twice; asking again is a new attempt with a new key.
 */
export function useConfirmedMove<T>(
  run: (idempotencyKey: string) => Promise<T>,
  { onDone, onError }: { onDone: (result: T) => void; onError?: (error: Error) => void },
) {
  const key = useRef('');
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => run(key.current),
    onSuccess: (result) => {
      setOpen(false);
      onDone(result);
    },
    onError,
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
