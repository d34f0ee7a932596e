import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { createAgencyCustomerSchema, type CreateAgencyCustomer } from '../../../contract/agency';
import { ApiError } from '../../api/errors';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, createAgencyCustomer } from '../../api/agency';
import { EmailField, PhoneField } from '../../components/form/ContactFields';
import { FormAlert } from '../../components/form/FormAlert';
import { FullNameField } from '../../components/form/FullNameField';
import { applyServerErrors } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { agencyErrorText } from './agencyErrors';
import { CodeField } from './CodeField';

const fields = ['fullName', 'phone', 'email', 'agencyCode'] as const;

/**
 * An account the agency makes for its customer. The customer can sign in later by setting a
 * password through "Quên mật khẩu" with this e-mail. A problem the server finds with a field
 * (a phone already used, a code the agency already gave) is shown under that field.
 */
export function NewCustomerForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<CreateAgencyCustomer, unknown, CreateAgencyCustomer>({
    resolver: zodResolver(createAgencyCustomerSchema),
    defaultValues: { fullName: '', phone: '', email: '', agencyCode: '' },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: CreateAgencyCustomer) => createAgencyCustomer(api, body),
    onSuccess: async (customer) => {
      void queryClient.invalidateQueries({ queryKey: agencyKeys.customerLists });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.summary });
      queryClient.setQueryData(agencyKeys.customer(customer.id), customer);
      await navigate({ to: '/agency/customer/$id', params: { id: String(customer.id) } });
    },
    onError: (error) => {
      applyServerErrors(error, fields, form.setError);
      if (error instanceof ApiError && error.code === 'agency-code-taken') {
        form.setError('agencyCode', { type: 'server', message: agencyErrorText(error) ?? error.message });
      }
    },
  });
  // A problem already shown under its field is not repeated above the form.
  const shownByField = fields.some((field) => errors[field]?.type === 'server');

  return (
    <form className="form agency-form" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <p className="muted">
        <Trans>Khách hàng đăng nhập sau bằng “Quên mật khẩu” với email này. Bạn nạp tiền và đặt hàng cho khách ngay được.</Trans>
      </p>
      <FormAlert message={create.isError && !shownByField ? agencyErrorText(create.error) : null} />
      <FullNameField registration={form.register('fullName')} error={errors.fullName} autoComplete="off" />
      <PhoneField registration={form.register('phone')} error={errors.phone} autoComplete="off" />
      <EmailField registration={form.register('email')} error={errors.email} autoComplete="off" />
      <CodeField
        label={<Trans>Mã khách hàng của đại lý</Trans>}
        hint={<Trans>Mã bạn dùng để gọi khách trong sổ của mình, ví dụ KH-01.</Trans>}
        registration={form.register('agencyCode')}
        error={errors.agencyCode}
      />
      <SubmitButton pending={create.isPending} pendingLabel={<Trans>Đang tạo…</Trans>}>
        <Trans>Tạo khách hàng</Trans>
      </SubmitButton>
    </form>
  );
}
