import type { ReactNode } from 'react';
import './DetailHeader.css';

/**
 * The card at the top of a detail page: the code (with its copy button) and the status badge on
 * one line, then full-width lines under them (dates, progress, actions).
 */
export function DetailHeader({ children }: { children: ReactNode }) {
  return <header className="card detail-header">{children}</header>;
}
