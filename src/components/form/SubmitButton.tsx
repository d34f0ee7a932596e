import type { ReactNode } from 'react';

/** Disabled while the request runs, with a spinner and the pending wording. */
export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
