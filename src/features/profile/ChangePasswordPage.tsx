import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { PASSWORD_MIN } from '../../../contract/auth';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '../../../contract/user';
import { v } from '../../../contract/validation';
import { useApi } from '../../api/ApiProvider';
import { changePassword } from '../../api/currentUser';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { tokenInfo } from '../../session/jwt';
import { useSession } from '../../session/SessionProvider';
import { confirmPassword, isRecentLoginRequired } from './recentLogin';
import './profile.css';

/** The contract's request plus a confirmation that only the form needs. */
const changePasswordFormSchema = z.extend(changePasswordRequestSchema, { confirmPassword: z.string() }).check(
  z.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: v.passwordsDiffer,
  }),
);

type PasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string };
type PasswordOutput = z.output<typeof changePasswordFormSchema>;
const empty: PasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const { t } = useLingui();
  const api = useApi();
  const session = useSession();
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: async (body: ChangePasswordRequest) => {
      try {
        return await changePassword(api, body);
      } catch (error) {
        // The person has just typed the current password: that is the recent login the server
        // asks for, so prove it and try once more instead of asking a second time.
        if (!isRecentLoginRequired(error)) throw error;
        await confirmPassword(api, session, body.currentPassword);
        return changePassword(api, body);
      }
    },
    // The server revoked older tokens; this device keeps going with the new one.
    onSuccess: ({ token }) => {
      session.send({ type: 'session.tokenRefreshed', ...tokenInfo(token) });
      form.reset(empty);
    },
    onError: (error) => applyServerErrors(error, ['currentPassword', 'newPassword'], form.setError),
  });

  return (
    <div className="page page--form form-page">
      <div className="card">
        <p className="muted">
          <Trans>Sau khi đổi mật khẩu, các thiết bị khác sẽ bị đăng xuất.</Trans>
        </p>
        <FormAlert message={mutation.isError ? errorText(mutation.error) : null} />
        <FormAlert tone="success" message={mutation.isSuccess ? t`Đã đổi mật khẩu.` : null} />
        <form
          className="form"
          noValidate
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => mutation.mutate({ currentPassword, newPassword }))}
        >
          <PasswordField
            label={<Trans>Mật khẩu hiện tại</Trans>}
            registration={form.register('currentPassword')}
            error={errors.currentPassword}
            autoComplete="current-password"
          />
          <PasswordField
            label={<Trans>Mật khẩu mới</Trans>}
            hint={<Trans>Ít nhất {PASSWORD_MIN} ký tự.</Trans>}
            registration={form.register('newPassword')}
            error={errors.newPassword}
            autoComplete="new-password"
          />
          <PasswordField
            label={<Trans>Xác nhận mật khẩu mới</Trans>}
            registration={form.register('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
          <SubmitButton pending={mutation.isPending} pendingLabel={<Trans>Đang đổi mật khẩu…</Trans>}>
            <Trans>Đổi mật khẩu</Trans>
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
