import type { ReactNode } from 'react';
import { BusyButton } from '../BusyButton';

/** Disabled while the request runs, with a spinner and the pending wording. */
export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: ReactNode }) {
  return (
    <BusyButton type="submit" busy={pending} busyLabel={pendingLabel}>
      {children}
    </BusyButton>
  );
}
