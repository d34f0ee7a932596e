import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { forgotPasswordRequestSchema, PASSWORD_MIN, resetPasswordRequestSchema, type ForgotPasswordRequest } from '../../../contract/auth';
import { useApi } from '../../api/ApiProvider';
import { forgotPassword, resetPassword } from '../../api/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from './AuthLayout';
import { SignInNameField } from './SignInNameField';
import { useSignIn } from './useSignIn';

const codeStepSchema = z.pick(resetPasswordRequestSchema, { code: true, newPassword: true });
type CodeStepInput = { code: string; newPassword: string };
type CodeStep = { code: string; newPassword: string };

/** Two steps on one page: ask for a code, then reset with it (and be signed in). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const api = useApi();
  const { signIn, signingIn } = useSignIn();
  // The account the code was sent for; null while on the first step.
  const [account, setAccount] = useState<string | null>(null);

  const accountForm = useForm<ForgotPasswordRequest, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { userName: '' },
  });
  const codeForm = useForm<CodeStepInput, unknown, CodeStep>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '', newPassword: '' },
  });

  const sendCode = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => forgotPassword(api, body),
    onSuccess: (_, body) => setAccount(body.userName),
    onError: (error) => applyServerErrors(error, ['userName'], accountForm.setError),
  });
  const reset = useMutation({
    mutationFn: (body: CodeStep & { userName: string }) => resetPassword(api, body),
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => applyServerErrors(error, ['code', 'newPassword'], codeForm.setError),
  });

  const { setFocus } = codeForm;
  useEffect(() => {
    if (account !== null) setFocus('code');
  }, [account, setFocus]);

  const backToLogin = (
    <p>
      <Link to="/auth/login">{t`Quay lại đăng nhập`}</Link>
    </p>
  );

  if (account === null) {
    return (
      <AuthLayout
        title={<Trans>Tìm lại mật khẩu</Trans>}
        intro={<Trans>Nhập tài khoản của bạn, chúng tôi sẽ gửi mã xác nhận tới email đã đăng ký.</Trans>}
        footer={backToLogin}
      >
        <p className="auth__steps">
          <Trans>Bước 1/2</Trans>
        </p>
        <FormAlert message={sendCode.isError ? errorText(sendCode.error) : null} />
        <form className="form" noValidate onSubmit={accountForm.handleSubmit((values) => sendCode.mutate(values))}>
          <SignInNameField registration={accountForm.register('userName')} error={accountForm.formState.errors.userName} />
          <SubmitButton pending={sendCode.isPending} pendingLabel={<Trans>Đang gửi mã…</Trans>}>
            <Trans>Gửi mã xác nhận</Trans>
          </SubmitButton>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<Trans>Tìm lại mật khẩu</Trans>} footer={backToLogin}>
      <p className="auth__steps">
        <Trans>Bước 2/2</Trans>
      </p>
      <FormAlert tone="success" message={t`Nếu tài khoản tồn tại, mã xác nhận gồm 6 chữ số đã được gửi tới email của bạn`} />
      <FormAlert message={reset.isError ? errorText(reset.error) : sendCode.isError ? errorText(sendCode.error) : null} />
      <form className="form" noValidate onSubmit={codeForm.handleSubmit((values) => reset.mutate({ ...values, userName: account }))}>
        <TextField
          label={<Trans>Mã xác nhận</Trans>}
          registration={codeForm.register('code')}
          error={codeForm.formState.errors.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        <PasswordField
          label={<Trans>Mật khẩu mới</Trans>}
          hint={<Trans>Ít nhất {PASSWORD_MIN} ký tự.</Trans>}
          registration={codeForm.register('newPassword')}
          error={codeForm.formState.errors.newPassword}
          autoComplete="new-password"
        />
        <SubmitButton pending={reset.isPending || signingIn} pendingLabel={<Trans>Đang đặt lại…</Trans>}>
          <Trans>Đặt lại mật khẩu</Trans>
        </SubmitButton>
      </form>
      <div className="auth__links">
        <button type="button" className="link-button" disabled={sendCode.isPending} onClick={() => sendCode.mutate({ userName: account })}>
          <Trans>Gửi lại mã</Trans>
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            sendCode.reset();
            reset.reset();
            setAccount(null);
          }}
        >
          <Trans>Dùng tài khoản khác</Trans>
        </button>
      </div>
    </AuthLayout>
  );
}
