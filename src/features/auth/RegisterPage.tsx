import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PASSWORD_MIN, registerRequestSchema, type RegisterRequest } from '../../../contract/auth';
import { useApi } from '../../api/ApiProvider';
import { register } from '../../api/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { FullNameField } from '../../components/form/FullNameField';
import { AccountNameField, EmailField, PhoneField } from '../../components/form/ContactFields';
import { AuthLayout } from './AuthLayout';
import { useSignIn } from './useSignIn';

const fields = ['userName', 'fullName', 'email', 'phone', 'password'] as const;

export function RegisterPage() {
  const api = useApi();
  const { signIn, signingIn } = useSignIn();
  // Text inputs only, like the login page's: no form library to download before the first field.
  const form = useSchemaForm(registerRequestSchema, fields);
  const { errors } = form;
  const mutation = useMutation({
    mutationFn: (body: RegisterRequest) => register(api, body),
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => applyServerErrors(error, fields, form.setError),
  });

  return (
    <AuthLayout
      title={<Trans>Đăng ký tài khoản</Trans>}
      intro={<Trans>Tạo tài khoản để đặt mua hộ, ký gửi hàng và theo dõi đơn mọi lúc.</Trans>}
      footer={
        <p>
          <Trans>Đã có tài khoản?</Trans>{' '}
          <Link to="/auth/login">
            <Trans>Đăng nhập</Trans>
          </Link>
        </p>
      }
    >
      <FormAlert message={mutation.isError ? errorText(mutation.error) : null} />
      <form className="form" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <FullNameField registration={form.register('fullName')} error={errors.fullName} />
        <AccountNameField
          label={<Trans>Tên đăng nhập</Trans>}
          hint={<Trans>3–32 chữ cái không dấu, số, dấu chấm hoặc gạch dưới</Trans>}
          registration={form.register('userName')}
          error={errors.userName}
        />
        <EmailField registration={form.register('email')} error={errors.email} />
        <PhoneField registration={form.register('phone')} error={errors.phone} />
        <PasswordField
          label={<Trans>Mật khẩu</Trans>}
          hint={<Trans>Ít nhất {PASSWORD_MIN} ký tự; một câu dễ nhớ càng tốt.</Trans>}
          registration={form.register('password')}
          error={errors.password}
          autoComplete="new-password"
        />
        <SubmitButton pending={mutation.isPending || signingIn} pendingLabel={<Trans>Đang tạo tài khoản…</Trans>}>
          <Trans>Đăng ký</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
