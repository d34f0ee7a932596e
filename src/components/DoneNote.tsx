import type { ReactNode } from 'react';
import './DoneNote.css';

/**
 * The outcome of an action (cancelled, received) as a green note. The live region is always in
 * the page, hidden while empty, so that the outcome put into it is announced.
 */
export function DoneNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={children ? 'done-note' : 'visually-hidden'}>
      {children}
    </p>
  );
}
