import type { ReactNode } from 'react';
import './SummaryList.css';

/**
 * Labels and amounts, one row each, amounts to the right: fee lines, totals, what is owed.
 * `totals` draws a rule above the list, for the block that sums up the rows before it.
 */
export function SummaryList({ totals = false, children }: { totals?: boolean; children: ReactNode }) {
  return <dl className={`summary-list${totals ? ' summary-list--totals' : ''}`}>{children}</dl>;
}

/**
 * A label and an amount in a summary list, emphasised for totals. A `pending` row has no amount
 * yet: its text says when there will be one, and reads muted so it is not taken for a figure.
 * A `detail` row itemises the row above it (small, muted, indented), so its amount is not read
 * as one more line to add up.
 */
export function SummaryRow({
  label,
  amount,
  strong = false,
  pending = false,
  detail = false,
}: {
  label: ReactNode;
  amount: ReactNode;
  strong?: boolean;
  pending?: boolean;
  detail?: boolean;
}) {
  return (
    <div className={`summary-list__row${strong ? ' summary-list__row--total' : ''}${detail ? ' summary-list__row--detail' : ''}`}>
      <dt>{label}</dt>
      <dd className={pending ? 'muted' : undefined}>{strong ? <strong>{amount}</strong> : amount}</dd>
    </div>
  );
}
