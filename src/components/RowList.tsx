import type { ReactNode } from 'react';
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
