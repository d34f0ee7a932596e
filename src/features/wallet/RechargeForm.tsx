import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, type Ref } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useApi } from '../../api/ApiProvider';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { publicSettingsQuery } from '../../api/publicSettings';
import { FormAlert } from '../../components/form/FormAlert';
import { MoneyField } from '../../components/form/MoneyField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormat } from '../../i18n/useFormat';
import { quickAmounts, rechargeFormSchema, type RechargeFormValues, type RechargeRequestValues } from './rechargeForm';
import type { RechargeActor } from './useRechargeFlow';

/** Step 1: how much to add. The machine makes the request (and keeps its key for a retry). */
export function RechargeForm({ actor, headingRef }: { actor: RechargeActor; headingRef: Ref<HTMLHeadingElement> }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const headingId = useId();
  const picksId = useId();
  const settings = useQuery(publicSettingsQuery(api));
  const prefill = useSearch({ strict: false, select: (search) => (search as { amount?: number }).amount });
  const minVnd = settings.data?.limits.rechargeMinVnd;
  const maxVnd = settings.data?.limits.rechargeMaxVnd;
  // Rebuilt when the language or the limits change, not on every settings refetch.
  const limits = useMemo(() => (minVnd !== undefined && maxVnd !== undefined ? { minVnd, maxVnd } : null), [minVnd, maxVnd]);
  const schema = useMemo(() => rechargeFormSchema(i18n, format, limits), [i18n, format, limits]);
  const form = useForm<RechargeFormValues, unknown, RechargeRequestValues>({
    // The box holds null while empty; the schema refuses it with its own "missing" message.
    resolver: zodResolver(schema) as unknown as Resolver<RechargeFormValues, unknown, RechargeRequestValues>,
    // `?amount=` (the checkout's shortfall) starts the form at what is missing.
    defaultValues: { amountVnd: prefill ?? null },
  });
  const amount = useWatch({ control: form.control, name: 'amountVnd' });
  const creating = useSelector(actor, (s) => s.hasTag('creating'));
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => {
    if (error) applyServerErrors(error, ['amountVnd'], form.setError);
  }, [error, form.setError]);

  const picks = quickAmounts.filter((value) => !limits || (value >= limits.minVnd && value <= limits.maxVnd));
  const limitsHint = (minVnd: number, maxVnd: number) => {
    const min = format.vnd(minVnd);
    const max = format.vnd(maxVnd);
    return t`Tối thiểu ${min}, tối đa ${max}.`;
  };
  const pick = (value: number) => form.setValue('amountVnd', value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  return (
    <section className="card recharge-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Chọn số tiền nạp</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Sau khi tạo yêu cầu, bạn sẽ nhận mã VietQR và nội dung chuyển khoản. Tiền được cộng vào ví tự động khi chuyển khoản khớp.
        </Trans>
      </p>
      <FormAlert message={error ? errorText(error) : null} />
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          actor.send({ type: 'recharge.submit', amountVnd: values.amountVnd, freshKey: newIdempotencyKey() }),
        )}
      >
        <div className="quick-amounts" role="group" aria-labelledby={picksId}>
          <p id={picksId} className="field__label">
            <Trans>Chọn nhanh</Trans>
          </p>
          <div className="quick-amounts__grid">
            {picks.map((value) => (
              <button
                key={value}
                type="button"
                className="quick-amounts__button"
                aria-pressed={amount === value}
                onClick={() => pick(value)}
              >
                {format.vnd(value)}
              </button>
            ))}
          </div>
        </div>
        <MoneyField
          label={<Trans>Số tiền nạp</Trans>}
          name="amountVnd"
          control={form.control}
          hint={limits ? limitsHint(limits.minVnd, limits.maxVnd) : undefined}
        />
        <SubmitButton pending={creating} pendingLabel={<Trans>Đang tạo yêu cầu…</Trans>}>
          <Trans>Tạo mã nạp tiền</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
