import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { findBank } from '../../../contract/banks';
import { useFormat } from '../../i18n/useFormat';

/** The bank as people recognise it: "Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam". */
function bankLabel(bankBin: string, fallback = bankBin): string {
  const bank = findBank(bankBin);
  return bank ? `${bank.shortName} – ${bank.name}` : fallback;
}

/** Where the money goes and how much, as a list of facts (confirm and done steps). */
export function WithdrawSummary({
  bankBin,
  accountNumber,
  accountName,
  amountVnd,
  children,
}: {
  bankBin: string;
  accountNumber: string;
  accountName: string;
  amountVnd: number;
  /** More rows, after the amount. */
  children?: ReactNode;
}) {
  const format = useFormat();
  return (
    <dl className="withdraw-facts">
      <div>
        <dt>
          <Trans>Ngân hàng</Trans>
        </dt>
        <dd>{bankLabel(bankBin)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Số tài khoản</Trans>
        </dt>
        <dd className="withdraw-facts__number">{accountNumber}</dd>
      </div>
      <div>
        <dt>
          <Trans>Chủ tài khoản</Trans>
        </dt>
        <dd>{accountName}</dd>
      </div>
      <div className="withdraw-facts__amount">
        <dt>
          <Trans>Số tiền rút</Trans>
        </dt>
        <dd>{format.vnd(amountVnd)}</dd>
      </div>
      {children}
    </dl>
  );
}
