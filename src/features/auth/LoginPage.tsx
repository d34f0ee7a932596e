import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { loginRequestSchema, type LoginRequest } from '../../../contract/auth';
import { errorMessageFor } from '../../i18n/errorMessages';
import { useApi } from '../../api/ApiProvider';
import { login } from '../../api/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useSession } from '../../session/SessionProvider';
import { AuthLayout } from './AuthLayout';
import { SignInNameField } from './SignInNameField';
import { useSignIn } from './useSignIn';

export function LoginPage() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const session = useSession();
  // Why the session ended (a disabled account, an expired session) or failed to load.
  const endReason = useSelector(session, (s) => (s.hasTag('signedOut') ? s.context.error : null));
  const sessionError = endReason ? (errorMessageFor(i18n, endReason.code) ?? endReason.message ?? t`Có lỗi xảy ra`) : null;
  const { signIn, signingIn } = useSignIn();
  // Not react-hook-form: this page is on every signed-out first load (useSchemaForm says why).
  const form = useSchemaForm(loginRequestSchema, ['userName', 'password']);
  const { errors } = form;
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => login(api, body),
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => applyServerErrors(error, ['userName', 'password'], form.setError),
  });
  const pending = mutation.isPending || signingIn;

  return (
    <AuthLayout
      title={<Trans>Đăng nhập</Trans>}
      footer={
        <p>
          <Trans>Chưa có tài khoản?</Trans> <Link to="/auth/register">{t`Đăng ký tài khoản`}</Link>
        </p>
      }
    >
      <FormAlert message={mutation.isError ? errorText(mutation.error) : sessionError} />
      <form className="form" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <SignInNameField registration={form.register('userName')} error={errors.userName} />
        <PasswordField
          label={<Trans>Mật khẩu</Trans>}
          registration={form.register('password')}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className="auth__links">
          <Link to="/auth/forgotPassword">{t`Quên mật khẩu?`}</Link>
        </div>
        <SubmitButton pending={pending} pendingLabel={<Trans>Đang đăng nhập…</Trans>}>
          <Trans>Đăng nhập</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
