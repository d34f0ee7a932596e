import type { ReactNode } from 'react';
import './StatusBadge.css';

/**
 * Where something stands in its life, for badges across orders, consignments and deliveries:
 * still moving, done, or closed without being done.
 */
export type StatusTone = 'active' | 'done' | 'closed';

/** A status in words; the colour (by tone) only repeats them. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
