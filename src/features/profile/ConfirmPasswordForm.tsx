import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApi } from '../../api/ApiProvider';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSession } from '../../session/SessionProvider';
import { confirmPassword } from './recentLogin';

/**
 * Asked when the server answers `requires-recent-login`: the password once more, then the change
 * the person already made is sent again (`onConfirmed`), so nothing they typed is lost.
 */
export function ConfirmPasswordForm({ onConfirmed }: { onConfirmed: () => void }) {
  const api = useApi();
  const session = useSession();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const confirm = useMutation({
    mutationFn: (password: string) => confirmPassword(api, session, password),
    onSuccess: onConfirmed,
  });
  return (
    <form className="form confirm-password" noValidate onSubmit={form.handleSubmit(({ password }) => confirm.mutate(password))}>
      <p>
        <Trans>Để đổi email hoặc số điện thoại, vui lòng nhập lại mật khẩu của bạn.</Trans>
      </p>
      <FormAlert message={confirm.isError ? errorText(confirm.error) : null} />
      <PasswordField
        label={<Trans>Mật khẩu hiện tại</Trans>}
        registration={form.register('password', { required: true })}
        autoComplete="current-password"
      />
      <SubmitButton pending={confirm.isPending} pendingLabel={<Trans>Đang xác nhận…</Trans>}>
        <Trans>Xác nhận và lưu</Trans>
      </SubmitButton>
    </form>
  );
}
