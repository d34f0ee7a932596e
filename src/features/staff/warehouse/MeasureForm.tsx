import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { emptyMeasureForm, measureFormSchema, type MeasureFormValues } from './measureForm';

type Props = {
  /** The form's name for a screen reader. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Receiving asks for the customer code written on the label too. */
  withCustomerCode?: boolean;
  onSubmit: (values: MeasureFormValues) => void;
};

/** Weight (kg or g) and length × width × height in cm, as the scale and the tape read them. */
export function MeasureForm({ label, submitLabel, pending, withCustomerCode = false, onSubmit }: Props) {
  const { i18n, t } = useLingui();
  const form = useForm<MeasureFormValues>({ resolver: zodResolver(measureFormSchema(i18n)), defaultValues: emptyMeasureForm });
  const { errors } = form.formState;
  const sides = [
    ['lengthCm', t`Dài (cm)`],
    ['widthCm', t`Rộng (cm)`],
    ['heightCm', t`Cao (cm)`],
  ] as const;
  return (
    <form
      className="form measure-form"
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit({ ...values, weight: values.weight.trim().replace(',', '.') }))}
    >
      <div className="measure-form__weight">
        <TextField
          label={t`Cân nặng`}
          registration={form.register('weight')}
          error={errors.weight}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          autoComplete="off"
        />
        <SelectField label={t`Đơn vị`} registration={form.register('unit')}>
          <option value="kg">kg</option>
          <option value="g">g</option>
        </SelectField>
      </div>
      <div className="measure-form__sides">
        {sides.map(([side, sideLabel]) => (
          <TextField
            key={side}
            label={sideLabel}
            registration={form.register(side)}
            error={errors[side]}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            autoComplete="off"
          />
        ))}
      </div>
      {withCustomerCode && (
        <TextField
          label={t`Mã khách trên nhãn (nếu có)`}
          registration={form.register('labelCustomerCode')}
          error={errors.labelCustomerCode}
          autoComplete="off"
          autoCapitalize="characters"
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Trans>Đang gửi…</Trans> : submitLabel}
      </button>
    </form>
  );
}
