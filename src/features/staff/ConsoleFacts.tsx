import type { ReactNode } from 'react';
import './ConsoleFacts.css';

/**
 * A console page's facts about one object: label and value rows (`dt`/`dd`, or `Fact`), each
 * label above its value on a phone. Its stylesheet also gives `console-chips`, a row of codes.
 */
export function ConsoleFacts({ children }: { children: ReactNode }) {
  return <dl className="console-facts">{children}</dl>;
}

/**
 * One row of the facts; nothing at all when there is no value to show. `grouped` wraps the label
 * and value in a div, for a list whose grid places each pair as one (the scan result, the label).
 */
export function Fact({ label, grouped = false, children }: { label: ReactNode; grouped?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  const pair = (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
  return grouped ? <div>{pair}</div> : pair;
}
