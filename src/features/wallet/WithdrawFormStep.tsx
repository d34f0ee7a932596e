import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import type { WalletLimits } from '../../../contract/publicSettings';
import { ACCOUNT_NAME_MAX, type CreateWithdrawRequest } from '../../../contract/wallet';
import type { Wallet } from '../../../contract/walletBalance';
import { apiErrorOf } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { FormAlert } from '../../components/form/FormAlert';
import { MoneyField } from '../../components/form/MoneyField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { TextField } from '../../components/form/TextField';
import { useFormat } from '../../i18n/useFormat';
import { toAccountName } from './accountName';
import { BankPicker } from './BankPicker';
import { rewritingInput } from './inputRewrite';
import type { WithdrawFlow } from './useWithdrawFlow';
import { withdrawFormSchema, withdrawFormValues, type WithdrawFormValues } from './withdrawForm';

const fields = ['bankBin', 'accountNumber', 'accountName', 'amountVnd'] as const;
/**
 * Only the separators people write inside an account number (spaces, dots, dashes) go: a letter
 * or a 20th digit stays in the box for the schema to refuse, instead of quietly making another
 * account number out of it.
 */
const withoutSeparators = (text: string) => text.replace(/[\s.-]/g, '');

type Props = {
  flow: WithdrawFlow;
  limits: Pick<WalletLimits, 'withdrawMinVnd' | 'withdrawMaxVnd'>;
  /** Unknown while loading or when it could not be loaded: the server checks it anyway. */
  wallet: Wallet | undefined;
  /** The wallet could not be loaded (offline): say so instead of "loading". */
  walletFailed: boolean;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 1: where to, and how much. The values come back from the machine after "Sửa lại". */
export function WithdrawFormStep({ flow, limits, wallet, walletFailed, headingRef }: Props) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const request = useSelector(flow, (s) => s.context.request);
  const created = useSelector(flow, (s) => s.context.created);
  const failure = useSelector(flow, (s) => s.context.error);
  const availableVnd = wallet?.availableVnd ?? null;
  const { withdrawMinVnd: minVnd, withdrawMaxVnd: maxVnd } = limits;

  const form = useForm<WithdrawFormValues, unknown, CreateWithdrawRequest>({
    resolver: zodResolver(withdrawFormSchema(i18n, format, { minVnd, maxVnd, availableVnd })),
    defaultValues: withdrawFormValues(request, created),
  });
  const { errors } = form.formState;

  // A refusal from the server (a field it rejected) is shown where the person typed it.
  useEffect(() => {
    if (failure) applyServerErrors(apiErrorOf(failure), fields, form.setError);
  }, [failure, form.setError]);

  const failureMessage = !failure
    ? null
    : failure.code === 'insufficient-funds'
      ? t`Số dư khả dụng không đủ để rút số tiền này. Vui lòng nhập số tiền nhỏ hơn.`
      : errorText(apiErrorOf(failure));

  const accountNumber = rewritingInput(form.register('accountNumber'), withoutSeparators);
  const accountName = rewritingInput(form.register('accountName'), toAccountName);
  const fillAll = availableVnd === null ? 0 : Math.min(availableVnd, maxVnd);
  const [min, max] = [format.vnd(minVnd), format.vnd(maxVnd)];
  const held = format.vnd(wallet?.heldVnd ?? 0);

  return (
    <>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Rút tiền về tài khoản ngân hàng</Trans>
      </h2>
      <FormAlert message={failureMessage} />
      <form
        className="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.handleSubmit((values) =>
          flow.send({ type: 'withdraw.review', request: values, idempotencyKey: newIdempotencyKey() }),
        )}
      >
        <BankPicker control={form.control} />
        <TextField
          label={<Trans>Số tài khoản</Trans>}
          registration={accountNumber.registration}
          onCompositionEnd={accountNumber.onCompositionEnd}
          error={errors.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          // No maxLength: a pasted "0123 4567 8901 2345 678" is longer than its digits.
          spellCheck={false}
        />
        <TextField
          label={<Trans>Tên chủ tài khoản</Trans>}
          hint={<Trans>Viết hoa không dấu, đúng như ngân hàng ghi. Ví dụ: NGUYEN VAN A</Trans>}
          registration={accountName.registration}
          onCompositionEnd={accountName.onCompositionEnd}
          error={errors.accountName}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={ACCOUNT_NAME_MAX}
        />
        <MoneyField
          label={<Trans>Số tiền muốn rút</Trans>}
          name="amountVnd"
          control={form.control}
          hint={
            <Trans>
              Tối thiểu {min}, tối đa {max} mỗi lệnh.
            </Trans>
          }
        />
        <div className="withdraw-available">
          <p className="withdraw-available__amount">
            <span>
              <Trans>Số dư khả dụng</Trans>
            </span>{' '}
            <strong>{availableVnd !== null ? format.vnd(availableVnd) : walletFailed ? t`Chưa tải được` : t`Đang tải…`}</strong>
          </p>
          <button
            type="button"
            className="btn btn-secondary withdraw-available__all"
            disabled={fillAll <= 0}
            onClick={() => form.setValue('amountVnd', fillAll, { shouldDirty: true, shouldValidate: true })}
          >
            <Trans>Rút toàn bộ</Trans>
          </button>
        </div>
        {wallet && wallet.heldVnd > 0 && (
          <p className="muted">
            <Trans>Đang giữ cho lệnh rút chờ xử lý: {held}</Trans>
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block">
          <Trans>Tiếp tục</Trans>
        </button>
      </form>
    </>
  );
}
