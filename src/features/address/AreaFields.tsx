import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Province } from '../../../contract/addresses';
import { wardsQuery } from '../../api/addresses';
import { useApi } from '../../api/ApiProvider';
import { SelectField } from '../../components/form/SelectField';
import { errorText } from '../../components/form/serverErrors';
import type { AddressFormOutput, AddressFormValues } from './addressForm';

type Props = { form: UseFormReturn<AddressFormValues, unknown, AddressFormOutput>; provinces: readonly Province[] };

/**
 * Tỉnh/Thành phố, then Phường/Xã (two levels since 2025-07-01). A province's wards are asked for
 * when it is chosen; the ward box waits, disabled, until then and starts over when the province
 * changes. Both selects are controlled, so a stored ward shows as soon as its list arrives.
 */
export function AreaFields({ form, provinces }: Props) {
  const { t } = useLingui();
  const api = useApi();
  const [provinceCode, wardCode] = useWatch({ control: form.control, name: ['provinceCode', 'wardCode'] });
  const wards = useQuery({ ...wardsQuery(api, provinceCode), enabled: provinceCode !== '' });
  const { errors } = form.formState;
  const waiting = provinceCode !== '' && wards.isPending;

  const province = form.register('provinceCode', { onChange: () => form.setValue('wardCode', '') });
  const ward = form.register('wardCode');

  return (
    <>
      <SelectField
        label={<Trans>Tỉnh/Thành phố</Trans>}
        registration={province}
        value={provinceCode}
        error={errors.provinceCode}
        autoComplete="address-level1"
      >
        <option value="">{t`Chọn tỉnh/thành phố`}</option>
        {provinces.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={<Trans>Phường/Xã</Trans>}
        registration={ward}
        value={wards.data ? wardCode : ''}
        // One message for the area is enough: the ward repeats it only once a province is chosen.
        error={errors.provinceCode ? undefined : errors.wardCode}
        disabled={provinceCode === '' || !wards.data}
        aria-busy={waiting || undefined}
        autoComplete="address-level2"
        hint={provinceCode === '' ? <Trans>Chọn tỉnh/thành phố trước</Trans> : undefined}
      >
        <option value="">{waiting ? t`Đang tải phường/xã…` : t`Chọn phường/xã`}</option>
        {wards.data?.map((w) => (
          <option key={w.code} value={w.code}>
            {w.name}
          </option>
        ))}
      </SelectField>
      <p role="status" className="muted address-form__status">
        {waiting ? t`Đang tải danh sách phường/xã…` : ''}
      </p>
      {wards.isError && (
        <div role="alert" className="address-form__wards-failed">
          <p>
            <Trans>Chưa tải được danh sách phường/xã.</Trans> {errorText(wards.error)}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void wards.refetch()}>
            <Trans>Thử lại</Trans>
          </button>
        </div>
      )}
    </>
  );
}
