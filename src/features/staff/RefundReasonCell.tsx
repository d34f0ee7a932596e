import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A refund's reason in a queue's cell: why, who started it, why it was refused, then anything
 * the refund carries (the customer's pictures).
 */
export function RefundReasonCell({
  reason,
  origin,
  refusal,
  children,
}: {
  reason: string;
  /** Who started the refund, in a few words. */
  origin: ReactNode;
  refusal: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="refund-reason-cell">
      <bdi>{reason}</bdi>
      <span className="muted-cell">{origin}</span>
      {refusal && (
        <span className="muted-cell">
          <Trans>
            Lý do từ chối: <bdi>{refusal}</bdi>
          </Trans>
        </span>
      )}
      {children}
    </div>
  );
}
