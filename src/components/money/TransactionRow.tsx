import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CauseType, Transaction } from '../../../contract/ledger';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import { causeLabels, directionLabels, transactionTypeLabels } from './moneyLabels';
import './TransactionRow.css';

/**
 * One ledger entry: what it was, the signed amount (the sign and a word for screen readers tell
 * the direction, the colour only repeats it), the balance after, when, its note, and its
 * cause, linked where the app has a page for it (`linked`, the default: the wallet's own entries;
 * an agency reading its customer's ledger has none of those pages to open).
 */
export function TransactionRow({ transaction, linked = true }: { transaction: Transaction; linked?: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { amountVnd, cause } = transaction;
  const credit = amountVnd >= 0;
  const balanceAfter = format.vnd(transaction.balanceAfterVnd);
  const causeText = i18n._(causeLabels[cause.type].id, { id: cause.id }, { message: causeLabels[cause.type].message });
  return (
    <li className="transaction">
      <div className="transaction__main">
        <span className="transaction__type">{i18n._(transactionTypeLabels[transaction.type])}</span>
        <span className={credit ? 'transaction__amount transaction__amount--credit' : 'transaction__amount transaction__amount--debit'}>
          <span className="visually-hidden">{i18n._(credit ? directionLabels.credit : directionLabels.debit)}: </span>
          <span aria-hidden="true">{credit ? '+' : '−'}</span>
          {format.vnd(Math.abs(amountVnd))}
        </span>
      </div>
      <div className="transaction__meta">
        <time dateTime={transaction.createdAt}>{format.dateTime(transaction.createdAt)}</time>
        <span>
          <Trans>Số dư sau: {balanceAfter}</Trans>
        </span>
      </div>
      {transaction.note && <p className="transaction__note">{transaction.note}</p>}
      <p className="transaction__cause">{linked ? <CauseLink cause={cause} label={causeText} /> : <span>{causeText}</span>}</p>
    </li>
  );
}

/** The page of each cause that has one by its id. */
const causePages: Partial<Record<CauseType, '/orderOrdering/$id' | '/orderPob/$id' | '/orderComplaint/$id' | '/taobaoIntOrder/$id'>> = {
  order: '/orderOrdering/$id',
  pob: '/orderPob/$id',
  complaint: '/orderComplaint/$id',
  taobaoInt: '/taobaoIntOrder/$id',
};

/**
 * A cause's page, where the app has one the reader may open. An agency's own ledger holds the
 * pay-on-behalf requests it paid for its customers as well as its own, and the ledger does not say
 * which, so for an agency such an entry names its request without linking to a page that may not be its.
 */
function CauseLink({ cause, label }: { cause: Transaction['cause']; label: string }) {
  const isAgency = useCurrentUser()?.role === 'agency';
  if (cause.type === 'recharge')
    return (
      <Link to="/wallet/recharge" search={{ id: cause.id }}>
        {label}
      </Link>
    );
  if (cause.type === 'withdraw') return <Link to="/wallet/withdraw">{label}</Link>;
  const page = causePages[cause.type];
  if (!page || (cause.type === 'pob' && isAgency)) return <span>{label}</span>;
  return (
    <Link to={page} params={{ id: String(cause.id) }}>
      {label}
    </Link>
  );
}
