import type { ReactNode } from 'react';

/**
 * A card that opens on demand: the forms and the invitations stay one tap away without pushing
 * the customer list below the fold on a phone. Native <details>, so it works with the keyboard
 * and screen readers as it is.
 */
export function Disclosure({ id, title, children }: { id?: string; title: ReactNode; children: ReactNode }) {
  return (
    <details id={id} className="card agency-disclosure">
      <summary className="agency-disclosure__summary">{title}</summary>
      <div className="agency-disclosure__body">{children}</div>
    </details>
  );
}
