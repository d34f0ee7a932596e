import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { v } from '../../../../contract/validation';
import {
  adjustWalletRequestSchema,
  STAFF_REASON_MAX,
  type AdjustWalletRequest,
  type AdjustWalletResponse,
} from '../../../../contract/wallet';
import { failureOf, isRefusal } from '../../../../machines/failure';
import { useApi } from '../../../api/ApiProvider';
import { staffKeys } from '../../../api/staff';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { adjustWallet, refreshAdjustedWallet } from '../../../api/staffWallet';
import { ChoiceChips } from '../../../components/ChoiceChips';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MoneyField } from '../../../components/form/MoneyField';
import { applyServerErrors, errorText } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { useFormat } from '../../../i18n/useFormat';

type Customer = { id: number; customerCode: string; balanceVnd: number; heldVnd: number };

const directions = ['credit', 'debit'] as const;
type Direction = (typeof directions)[number];

/** What the form holds: the amount is null while its box is empty. */
type Values = { direction: Direction; amountVnd: number | null; reason: string };
type Reviewed = { direction: Direction; amountVnd: number; reason: string };

/** One request and the Idempotency-Key it is sent under, however many times it is retried. */
type Attempt = { body: AdjustWalletRequest; key: string };

/**
 * The direction is chosen apart from the amount, so the box holds a positive number either way.
 * A debit is checked against what the wallet has available (the server takes only that), so staff
 * read the limit before anything is sent; the server checks again, as the balance may have changed.
 */
function adjustFormSchema({ missingAmount, tooMuch, availableVnd }: { missingAmount: string; tooMuch: string; availableVnd: number }) {
  return z
    .object({
      direction: z.enum(directions),
      amountVnd: z.pipe(
        z.nullable(z.number()),
        z
          .int({ error: (issue) => (issue.input === null || issue.input === undefined ? missingAmount : v.amountInvalid) })
          .check(z.minimum(1, { error: v.amountInvalid })),
      ),
      reason: adjustWalletRequestSchema.shape.reason,
    })
    .check(
      z.refine((values) => values.direction === 'credit' || values.amountVnd <= availableVnd, { error: tooMuch, path: ['amountVnd'] }),
    );
}

/**
 * "Điều chỉnh ví" on the customer page, for staff on the money duty: the button, the dialog, and
 * what the wallet holds after an adjustment went through.
 */
export function AdjustWalletControl({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const { vnd } = useFormat();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<AdjustWalletResponse | null>(null);
  const balance = done ? vnd(done.wallet.balanceVnd) : '';
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
      >
        <Trans>Điều chỉnh ví</Trans>
      </button>
      {done && (
        <p role="status" className="muted-cell">
          {t`Đã điều chỉnh ví; số dư mới: ${balance}.`}
        </p>
      )}
      {open && (
        <AdjustWalletDialog
          customer={customer}
          onDone={(result) => {
            setDone(result);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * Credits or debits a customer's wallet with a reason, in two steps: the form, then the effect in
 * words before anything moves. The same request keeps its Idempotency-Key while it is retried
 * after an unknown outcome (no answer, a server failure), so a retry cannot move the money twice;
 * a changed request, or one the server refused, is sent under a new key.
 */
export function AdjustWalletDialog({
  customer,
  onDone,
  onClose,
}: {
  customer: Customer;
  onDone: (result: AdjustWalletResponse) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { vnd } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'editing' | 'confirming'>('editing');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const availableVnd = customer.balanceVnd - customer.heldVnd;
  const available = vnd(availableVnd);
  const form = useForm<Values, unknown, Reviewed>({
    resolver: zodResolver(
      adjustFormSchema({
        missingAmount: i18n._(msg`Vui lòng nhập số tiền điều chỉnh`),
        tooMuch: i18n._(msg`Số dư khả dụng của khách chỉ còn ${available}`),
        availableVnd,
      }),
    ),
    defaultValues: { direction: 'credit', amountVnd: null, reason: '' },
    // Focus goes to the first field in the order they are shown (see review), not in the order they registered.
    shouldFocusError: false,
  });
  const direction = form.watch('direction');

  const adjust = useMutation({
    mutationFn: ({ body, key }: Attempt) => adjustWallet(api, customer.id, body, key),
    onSuccess: (result) => {
      refreshAdjustedWallet(queryClient, customer.id);
      onDone(result);
    },
    onError: (error) => {
      // A refusal moved nothing: back to the form, as typed, to change the request, with the
      // balance as it is now (it changed under this page when the debit no longer fits).
      if (!isRefusal(failureOf(error))) return;
      void queryClient.invalidateQueries({ queryKey: staffKeys.customer(customer.id) });
      setAttempt(null);
      setStep('editing');
      applyServerErrors(error, ['amountVnd', 'reason'], form.setError);
    },
  });

  const review = form.handleSubmit(
    ({ direction, amountVnd, reason }) => {
      const body = { amountVnd: direction === 'debit' ? -amountVnd : amountVnd, reason };
      const same = attempt && attempt.body.amountVnd === body.amountVnd && attempt.body.reason === body.reason;
      setAttempt(same ? attempt : { body, key: newIdempotencyKey() });
      adjust.reset();
      setStep('confirming');
    },
    (errors) => form.setFocus(errors.amountVnd ? 'amountVnd' : 'reason'),
  );

  const code = customer.customerCode;
  const balance = vnd(customer.balanceVnd);
  const error = adjust.error ? errorText(adjust.error) : null;

  if (step === 'confirming' && attempt) {
    const amount = vnd(Math.abs(attempt.body.amountVnd));
    const after = vnd(customer.balanceVnd + attempt.body.amountVnd);
    const debit = attempt.body.amountVnd < 0;
    const reason = attempt.body.reason;
    return (
      <ConfirmDialog
        // A dialog of its own, so focus starts again on the safe answer and not on the button just pressed.
        key="confirming"
        title={t`Xác nhận điều chỉnh ví ${code}?`}
        confirmLabel={debit ? <Trans>Trừ tiền</Trans> : <Trans>Cộng tiền</Trans>}
        pendingLabel={t`Đang gửi…`}
        cancelLabel={t`Sửa lại`}
        pending={adjust.isPending}
        error={error}
        onConfirm={() => adjust.mutate(attempt)}
        onClose={() => {
          adjust.reset();
          setStep('editing');
        }}
      >
        <p>{debit ? t`Trừ ${amount} khỏi ví ${code}; số dư sau: ${after}.` : t`Cộng ${amount} vào ví ${code}; số dư sau: ${after}.`}</p>
        <p>
          <Trans>
            Lý do: <bdi>{reason}</bdi>
          </Trans>
        </p>
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      key="editing"
      title={t`Điều chỉnh ví ${code}`}
      confirmLabel={<Trans>Xem lại</Trans>}
      pendingLabel={t`Đang gửi…`}
      cancelLabel={t`Hủy`}
      pending={false}
      error={error}
      onConfirm={() => void review()}
      onClose={onClose}
    >
      <div className="form">
        <p>
          <Trans>
            Số dư hiện tại: {balance}, khả dụng: {available}. Khách thấy khoản điều chỉnh và lý do trong lịch sử giao dịch của mình.
          </Trans>
        </p>
        <ChoiceChips
          legend={<Trans>Loại điều chỉnh</Trans>}
          name="direction"
          choices={[
            { value: 'credit', label: <Trans>Cộng tiền</Trans> },
            { value: 'debit', label: <Trans>Trừ tiền</Trans> },
          ]}
          value={direction}
          onChange={(value) => {
            form.setValue('direction', value);
            // Once reviewed, the amount is checked again: only a debit has a limit.
            if (form.formState.isSubmitted) void form.trigger('amountVnd');
          }}
        />
        <MoneyField label={<Trans>Số tiền</Trans>} name="amountVnd" control={form.control} />
        <TextField
          label={<Trans>Lý do (khách sẽ đọc được)</Trans>}
          registration={form.register('reason')}
          error={form.formState.errors.reason}
          autoComplete="off"
          maxLength={STAFF_REASON_MAX}
        />
      </div>
    </ConfirmDialog>
  );
}
