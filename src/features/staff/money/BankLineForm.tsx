import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { bankTransferRequestSchema, type BankTransfer, type BankTransferRequest } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { recordBankLine } from '../../../api/staffWallet';
import { FormAlert } from '../../../components/form/FormAlert';
import { MoneyField } from '../../../components/form/MoneyField';
import { applyServerErrors, errorText } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { useFormat } from '../../../i18n/useFormat';

type Values = { bankReference: string; amountVnd: number | null; memo: string };

// The amount box holds null while empty; the contract's rule then decides.
const formSchema = z.extend(bankTransferRequestSchema, {
  amountVnd: z.pipe(z.nullable(z.number()), bankTransferRequestSchema.shape.amountVnd),
});

/**
 * One line of the bank statement, typed by staff: the bank's reference, the amount, the memo.
 * A memo naming a recharge credits it at once; anything else waits as "chưa khớp". The same
 * reference twice records one line (its Idempotency-Key is the reference).
 */
export function BankLineForm({ onRecorded }: { onRecorded: (line: BankTransfer) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const form = useForm<Values, unknown, BankTransferRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: { bankReference: '', amountVnd: null, memo: '' },
  });
  const record = useMutation({
    mutationFn: (line: BankTransferRequest) => recordBankLine(api, line),
    onSuccess: (line) => {
      form.reset();
      onRecorded(line);
    },
    onError: (error) => applyServerErrors(error, ['bankReference', 'amountVnd', 'memo'], form.setError),
  });
  const { errors } = form.formState;
  return (
    <form className="card console-form console-form--row" noValidate onSubmit={form.handleSubmit((line) => record.mutate(line))}>
      <TextField label={t`Số tham chiếu`} registration={form.register('bankReference')} error={errors.bankReference} autoComplete="off" />
      <MoneyField label={t`Số tiền`} name="amountVnd" control={form.control} />
      <TextField label={t`Nội dung chuyển khoản`} registration={form.register('memo')} error={errors.memo} autoComplete="off" />
      <button type="submit" className="btn btn-primary" disabled={record.isPending || undefined}>
        <Trans>Ghi dòng sao kê</Trans>
      </button>
      {record.error && <FormAlert message={errorText(record.error)} />}
      {record.data && (
        <p role="status" className="muted-cell">
          {record.data.status === 'matched' ? (
            <Trans>Đã khớp và ghi có {format.vnd(record.data.amountVnd)} vào lệnh nạp.</Trans>
          ) : (
            <Trans>Đã ghi dòng {record.data.bankReference}; chưa khớp với lệnh nạp nào.</Trans>
          )}
        </p>
      )}
    </form>
  );
}
