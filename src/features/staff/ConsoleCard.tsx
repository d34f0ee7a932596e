import { useId, type ReactNode } from 'react';

/** A titled card of a console page; its heading names the section for a screen reader. */
export function ConsoleCard({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
