import type { ReactNode } from 'react';
import { useFormat } from '../i18n/useFormat';
import './RowList.css';

/**
 * A card holding a list of rows, each a whole-row link to its detail page. The rows are the
 * caller's (`<li className="list-row">` with `list-row__link`, `__body`, `__top`, `__title`,
 * `__bottom`, `__date`): what a row says differs by feature, its layout does not.
 */
export function RowList({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ol className="card row-list" aria-labelledby={labelledBy}>
      {children}
    </ol>
  );
}

/**
 * The inside of a row's link: its code and status on top, the caller's lines, then the date it was
 * made (Vietnam time), in the classes RowList.css lays out.
 */
export function RowBody({ code, badge, createdAt, children }: { code: string; badge: ReactNode; createdAt: string; children: ReactNode }) {
  const format = useFormat();
  return (
    <span className="list-row__body">
      <span className="list-row__top">
        <strong className="list-row__code">{code}</strong>
        {badge}
      </span>
      {children}
      <time className="muted list-row__date" dateTime={createdAt}>
        {format.dateTime(createdAt)}
      </time>
    </span>
  );
}

/** Cards one under another (side by side on a desktop page) where each row is its own card. */
export function CardList({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ul className="card-list" aria-labelledby={labelledBy}>
      {children}
    </ul>
  );
}
