import type { ReactNode } from 'react';

/** A console page: its heading, the actions beside it, then the page. */
export function ConsolePage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="console-page__head">
        <h1>{title}</h1>
        {actions && <div className="console-page__tools">{actions}</div>}
      </header>
      {children}
    </>
  );
}
