import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { addressRequestSchema, RECEIVER_NAME_MAX, STREET_MAX, type Address, type Province } from '../../../contract/addresses';
import { addressKeys, createAddress, updateAddress } from '../../api/addresses';
import { useApi } from '../../api/ApiProvider';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { addressErrorText } from './addressErrors';
import { addressFields, addressFormValues, type AddressFormOutput, type AddressFormValues } from './addressForm';
import { AreaFields } from './AreaFields';

type Props = {
  /** The address being edited; a new one when absent. */
  address?: Address;
  provinces: readonly Province[];
  onSaved: (saved: Address) => void;
};

/**
 * The fields of one address, checked with the contract's schema before sending. A refused save
 * keeps every value typed and puts the server's words under the fields it names.
 */
export function AddressForm({ address, provinces, onSaved }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const defaultHintId = useId();
  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressRequestSchema),
    defaultValues: addressFormValues(address),
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (body: AddressFormOutput) => (address ? updateAddress(api, address.id, body) : createAddress(api, body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(addressKeys.detail(saved.id), saved);
      // Setting a default changes the other cards too: the list is asked for again.
      await queryClient.invalidateQueries({ queryKey: addressKeys.list });
      onSaved(saved);
    },
    onError: (error) => applyServerErrors(error, addressFields, form.setError),
  });

  // The stored default stays the default until another one is chosen: unticking it cannot work.
  const keepsDefault = address?.isDefault === true;

  return (
    <section className="card address-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{address ? <Trans>Sửa địa chỉ nhận hàng</Trans> : <Trans>Địa chỉ nhận hàng mới</Trans>}</h2>
      <FormAlert message={save.isError ? addressErrorText(save.error) : null} />
      <form className="form" noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <TextField
          label={<Trans>Tên người nhận</Trans>}
          registration={form.register('receiverName')}
          error={errors.receiverName}
          autoComplete="name"
          maxLength={RECEIVER_NAME_MAX}
        />
        <TextField
          label={<Trans>Số điện thoại</Trans>}
          registration={form.register('phone')}
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={<Trans>Số di động Việt Nam, ví dụ 0912 345 678</Trans>}
        />
        <AreaFields form={form} provinces={provinces} />
        <TextField
          label={<Trans>Địa chỉ (số nhà, tên đường)</Trans>}
          registration={form.register('street')}
          error={errors.street}
          autoComplete="address-line1"
          maxLength={STREET_MAX}
        />
        <div className="address-form__default">
          <input
            id={`${headingId}-default`}
            type="checkbox"
            {...form.register('isDefault')}
            disabled={keepsDefault}
            aria-describedby={keepsDefault ? defaultHintId : undefined}
          />
          <label htmlFor={`${headingId}-default`}>
            <Trans>Đặt làm địa chỉ mặc định</Trans>
          </label>
        </div>
        {keepsDefault && (
          <p id={defaultHintId} className="field__hint">
            <Trans>Đây là địa chỉ mặc định. Muốn đổi, hãy đặt một địa chỉ khác làm mặc định.</Trans>
          </p>
        )}
        <SubmitButton pending={save.isPending} pendingLabel={<Trans>Đang lưu…</Trans>}>
          <Trans>Lưu địa chỉ</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
