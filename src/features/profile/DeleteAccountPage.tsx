import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../contract/user';
import { useApi } from '../../api/ApiProvider';
import { deleteAccount } from '../../api/currentUser';
import { ApiError } from '../../api/errors';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSession } from '../../session/SessionProvider';
import './profile.css';

/**
 * Closing the account for good, as app stores and Vietnam's personal-data rules expect. The page
 * says what is erased and what the company must keep; the password typed again is the
 * confirmation. While money or goods are in play the server refuses and its message says why.
 */
export function DeleteAccountPage() {
  const api = useApi();
  const session = useSession();
  const form = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { password: '' } });
  const mutation = useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount(api, body),
    onSuccess: () => session.send({ type: 'session.logout' }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'wrong-password') {
        form.setError('password', { type: 'server', message: errorText(error) ?? undefined });
      }
    },
  });
  const refusal = mutation.isError && form.formState.errors.password?.type !== 'server' ? errorText(mutation.error) : null;

  return (
    <div className="page page--form form-page">
      <div className="card">
        <h2>
          <Trans>Xóa tài khoản vĩnh viễn</Trans>
        </h2>
        <p>
          <Trans>Khi xóa, tài khoản bị đóng ngay và không thể khôi phục:</Trans>
        </p>
        <ul className="delete-account__list">
          <li>
            <Trans>Họ tên, tên đăng nhập, email, số điện thoại, sổ địa chỉ, giỏ hàng và thông báo đẩy bị xóa.</Trans>
          </li>
          <li>
            <Trans>Mọi thiết bị đang đăng nhập bị đăng xuất.</Trans>
          </li>
          <li>
            <Trans>Lịch sử giao dịch và đơn hàng được giữ lại cho kế toán theo quy định, không còn gắn với tên bạn.</Trans>
          </li>
        </ul>
        <p className="muted">
          <Trans>Chỉ xóa được khi ví không còn tiền, không còn đơn đang xử lý và không còn hàng trong kho.</Trans>
        </p>
        <FormAlert message={refusal} />
        <form className="form" noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
          <PasswordField
            label={<Trans>Nhập mật khẩu để xác nhận</Trans>}
            registration={form.register('password')}
            error={form.formState.errors.password}
            autoComplete="current-password"
          />
          <SubmitButton pending={mutation.isPending} pendingLabel={<Trans>Đang xóa tài khoản…</Trans>}>
            <Trans>Xóa tài khoản vĩnh viễn</Trans>
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
