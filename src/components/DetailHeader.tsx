import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import './DetailHeader.css';

/**
 * The card at the top of a detail page: its title naming the code, a button copying the code and
 * the status badge on one line, then the caller's full-width lines under them (dates, progress,
 * actions).
 */
export function DetailHeader({
  title,
  code,
  copyLabel,
  badge,
  children,
}: {
  /** "Đơn MH2611…", in the feature's words. */
  title: ReactNode;
  code: string;
  /** What the copy button copies, for a screen reader ("mã đơn"). */
  copyLabel: string;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className="card detail-header">
      <h2 className="detail-header__code">{title}</h2>
      <CopyButton value={code} label={copyLabel} />
      {badge}
      {children}
    </header>
  );
}
