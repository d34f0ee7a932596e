import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { PobStatusBadge } from './PobStatusBadge';
import type { PobFlow } from './pobFlow';
import './pob.css';

/**
 * The request exists and is paid: its code and status, and the ways to it and to the list. Who
 * paid, and which pages they go to, are the customer's or the agency's words.
 */
export function PobDone({
  flow,
  headingRef,
  heading,
  paid,
  to,
  list,
}: {
  flow: PobFlow;
  headingRef: Ref<HTMLHeadingElement>;
  heading: ReactNode;
  paid: (total: string) => ReactNode;
  to: '/orderPob/$id' | '/agency/orderPob/$id';
  list: { to: '/orderPob' | '/agency/orderPob'; label: ReactNode };
}) {
  const format = useFormat();
  const pob = useSelector(flow, (s) => s.context.created);
  if (!pob) return null;
  const code = pob.code;
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="pob-done__code">
        <strong>{code}</strong> <PobStatusBadge status={pob.status} />
      </p>
      <p>{paid(format.vnd(pob.totalVnd))}</p>
      <Link to={to} params={{ id: String(pob.id) }} className="btn btn-primary btn-block">
        <Trans>Xem yêu cầu {code}</Trans>
      </Link>
      <Link to={list.to} className="btn btn-secondary btn-block">
        {list.label}
      </Link>
    </section>
  );
}
