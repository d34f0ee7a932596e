import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { roles } from '../../../../contract/roles';
import { createUserRequestSchema, type CreateUserRequest } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { createUser, staffKeys } from '../../../api/staff';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { applyServerErrors, errorText } from '../../../components/form/serverErrors';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { roleNames } from '../../../i18n/roleNames';
import { ConsolePage } from '../ConsolePage';
import { DutyBoxes, dutiesFor } from './AccountControls';
import './admin.css';

type Values = Omit<CreateUserRequest, 'phone'> & { phone: string };

/** `/staff/users/new`: an admin makes a staff, agency or customer account. */
export function NewUserPage() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, CreateUserRequest>({
    // An empty phone is no phone (staff accounts are often made without one).
    resolver: (values, context, options) =>
      zodResolver(createUserRequestSchema)({ ...values, phone: values.phone.trim() || undefined }, context, options as never),
    defaultValues: { userName: '', fullName: '', email: '', phone: '', password: '', role: 'staff', duties: [] },
  });
  const role = form.watch('role');
  const errors = form.formState.errors;
  const create = useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(api, { ...body, duties: dutiesFor(body) }),
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      await navigate({ to: '/staff/users/$id', params: { id: String(user.id) } });
    },
    onError: (error) => applyServerErrors(error, ['userName', 'fullName', 'email', 'phone', 'password', 'role', 'duties'], form.setError),
  });
  return (
    <ConsolePage title={t`Tạo tài khoản`}>
      <form className="card form account-form" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <FormAlert message={create.isError ? errorText(create.error) : null} />
        <SelectField label={<Trans>Vai trò</Trans>} registration={form.register('role')} error={errors.role}>
          {roles.map((value) => (
            <option key={value} value={value}>
              {i18n._(roleNames[value])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<Trans>Tên đăng nhập</Trans>}
          registration={form.register('userName')}
          error={errors.userName}
          autoComplete="off"
        />
        <TextField label={<Trans>Họ tên</Trans>} registration={form.register('fullName')} error={errors.fullName} />
        <TextField label={<Trans>Email</Trans>} type="email" registration={form.register('email')} error={errors.email} />
        <TextField
          label={<Trans>Số điện thoại</Trans>}
          hint={<Trans>Không bắt buộc với tài khoản nhân viên.</Trans>}
          type="tel"
          registration={form.register('phone')}
          error={errors.phone}
        />
        <TextField
          label={<Trans>Mật khẩu ban đầu</Trans>}
          type="password"
          autoComplete="new-password"
          registration={form.register('password')}
          error={errors.password}
        />
        {role === 'staff' && <DutyBoxes register={form.register('duties')} />}
        <SubmitButton pending={create.isPending} pendingLabel={<Trans>Đang tạo…</Trans>}>
          <Trans>Tạo tài khoản</Trans>
        </SubmitButton>
      </form>
    </ConsolePage>
  );
}
