import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { vndAmountSchema } from '../../../contract/money';
import { type AgencyCustomer, type AgencyTransfer, type AgencyTransferRequest } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, transferToCustomer } from '../../api/agency';
import { refreshWallet, walletQuery } from '../../api/walletBalance';
import { CardSection } from '../../components/CardSection';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { MoneyField } from '../../components/form/MoneyField';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useConfirmedMove } from '../../components/useConfirmedMove';
import { useFormat } from '../../i18n/useFormat';
import { agencyErrorText } from './agencyErrors';

type TransferValues = { amountVnd: number | null };

/** The contract's amount, after the form's own checks: none typed yet, more than the agency can spend. */
function transferSchema(missing: string, tooMuch: string, availableVnd: number | undefined) {
  return z.object({
    amountVnd: z.pipe(
      z.nullable(z.number()).check(z.refine((value) => value !== null, { error: missing, abort: true })),
      vndAmountSchema.check(z.refine((value) => availableVnd === undefined || value <= availableVnd, { error: tooMuch })),
    ),
  });
}

/**
 * "Chuyển tiền cho khách": an amount from the agency's wallet to the customer's, asked for again
 * in a dialog showing both balances before and after. The dialog's Idempotency-Key stays while
 * it is open, so "retry" after a lost answer cannot move the money twice (useConfirmedMove).
 */
export function TransferForm({ customer }: { customer: AgencyCustomer }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const wallet = useQuery(walletQuery(api));
  const agencyAvailable = wallet.data?.availableVnd;
  const availableText = agencyAvailable === undefined ? '' : format.vnd(agencyAvailable);
  const [asked, setAsked] = useState<AgencyTransferRequest | null>(null);
  const [done, setDone] = useState<AgencyTransfer | null>(null);
  const form = useForm<TransferValues, unknown, AgencyTransferRequest>({
    resolver: zodResolver(
      transferSchema(t`Vui lòng nhập số tiền muốn chuyển`, t`Ví đại lý chỉ còn ${availableText} khả dụng`, agencyAvailable),
    ),
    defaultValues: { amountVnd: null },
  });
  const move = useConfirmedMove((key) => transferToCustomer(api, customer.id, asked!, key), {
    onDone: (transfer) => {
      setDone(transfer);
      form.reset({ amountVnd: null });
      void refreshWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.customer(customer.id) });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.customerLists });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.summary });
    },
  });

  const amount = asked ? format.vnd(asked.amountVnd) : '';
  const name = customer.fullName;
  const doneAmount = done ? format.vnd(done.amountVnd) : '';
  const doneBalance = done ? format.vnd(done.customerWallet.availableVnd) : '';

  return (
    <CardSection className="agency-transfer" titleClassName="agency-card-title" title={<Trans>Chuyển tiền cho khách</Trans>}>
      <p className="muted">
        {agencyAvailable === undefined ? (
          <Trans>Tiền đi từ ví đại lý sang ví của khách, ngay lập tức.</Trans>
        ) : (
          <Trans>Tiền đi từ ví đại lý (khả dụng {format.vnd(agencyAvailable)}) sang ví của khách, ngay lập tức.</Trans>
        )}
      </p>
      <FormAlert tone="success" message={done ? t`Đã chuyển ${doneAmount}. Số dư khả dụng của khách: ${doneBalance}.` : null} />
      <form
        className="form agency-form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setDone(null);
          setAsked(values);
          move.ask();
        })}
      >
        <MoneyField label={<Trans>Số tiền chuyển</Trans>} name="amountVnd" control={form.control} />
        <button type="submit" className="btn btn-primary btn-block">
          <Trans>Chuyển tiền</Trans>
        </button>
      </form>
      {move.open && asked && (
        <ConfirmDialog
          title={
            <Trans>
              Chuyển {amount} cho {name}?
            </Trans>
          }
          confirmLabel={<Trans>Xác nhận chuyển {amount}</Trans>}
          pendingLabel={<Trans>Đang chuyển…</Trans>}
          cancelLabel={<Trans>Không chuyển</Trans>}
          pending={move.pending}
          error={agencyErrorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
        >
          <SummaryList>
            <SummaryRow label={<Trans>Số tiền</Trans>} amount={amount} strong />
            {agencyAvailable !== undefined && (
              <SummaryRow
                label={<Trans>Ví đại lý (khả dụng)</Trans>}
                amount={`${format.vnd(agencyAvailable)} → ${format.vnd(agencyAvailable - asked.amountVnd)}`}
              />
            )}
            <SummaryRow
              label={<Trans>Ví của khách (khả dụng)</Trans>}
              amount={`${format.vnd(customer.wallet.availableVnd)} → ${format.vnd(customer.wallet.availableVnd + asked.amountVnd)}`}
            />
          </SummaryList>
          <p className="muted">
            <Trans>Khoản chuyển không tự hoàn lại được. Nếu mạng lỗi, bấm xác nhận lần nữa: tiền chỉ được chuyển một lần.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </CardSection>
  );
}
