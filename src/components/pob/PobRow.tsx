import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PobStatus } from '../../../contract/pobStatus';
import { useFormat } from '../../i18n/useFormat';
import { RowBody } from '../RowList';
import { PobStatusBadge } from './PobStatusBadge';

/** One request of a list, the customer's or the agency's: the whole row opens it; what it pays for is the caller's to say. */
export function PobRow({
  pob,
  to,
  title,
  detail,
}: {
  pob: { id: number; code: string; status: PobStatus; createdAt: string; totalVnd: number };
  to: '/orderPob/$id' | '/agency/orderPob/$id';
  title?: ReactNode;
  detail: ReactNode;
}) {
  const format = useFormat();
  return (
    <li className="list-row">
      <Link to={to} params={{ id: String(pob.id) }} className="list-row__link">
        <RowBody code={pob.code} badge={<PobStatusBadge status={pob.status} />} createdAt={pob.createdAt}>
          {title && <span className="list-row__title">{title}</span>}
          <span className="list-row__bottom">
            <span className="muted">{detail}</span>
            <strong>{format.vnd(pob.totalVnd)}</strong>
          </span>
        </RowBody>
      </Link>
    </li>
  );
}
