import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatPhone } from '../../../contract/phone';
import { changeInformationRequestSchema, type ChangeInformationRequest, type CurrentUser } from '../../../contract/user';
import { useApi } from '../../api/ApiProvider';
import { changeInformation } from '../../api/currentUser';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { FullNameField } from '../../components/form/FullNameField';
import { EmailField, PhoneField } from '../../components/form/ContactFields';
import { useCurrentUser, useSession } from '../../session/SessionProvider';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import { isRecentLoginRequired } from './recentLogin';
import './profile.css';

type InfoInput = { fullName: string; email: string; phone: string; locale: CurrentUser['locale'] };

function valuesOf(user: CurrentUser): InfoInput {
  return { fullName: user.fullName, email: user.email, phone: formatPhone(user.phone), locale: user.locale };
}

export function ChangeInfoPage() {
  const user = useCurrentUser();
  return user ? <ChangeInfoForm user={user} /> : null;
}

function ChangeInfoForm({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const api = useApi();
  const session = useSession();
  const form = useForm<InfoInput, unknown, ChangeInformationRequest>({
    resolver: zodResolver(changeInformationRequestSchema),
    // The language is not a field here (the picker on /profile sets it): it is sent back as it is.
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: ChangeInformationRequest) => changeInformation(api, body),
    onSuccess: (updated) => {
      session.send({ type: 'session.userUpdated', user: updated });
      form.reset(valuesOf(updated));
    },
    onError: (error) => applyServerErrors(error, ['fullName', 'email', 'phone'], form.setError),
  });

  const needsPassword = mutation.isError && isRecentLoginRequired(mutation.error);

  return (
    <div className="page page--form form-page">
      <div className="card">
        <p className="muted">
          <Trans>Thông tin này dùng để liên hệ và giao hàng cho bạn.</Trans>
        </p>
        {needsPassword && mutation.variables ? (
          <ConfirmPasswordForm onConfirmed={() => mutation.mutate(mutation.variables!)} />
        ) : (
          <FormAlert message={mutation.isError ? errorText(mutation.error) : null} />
        )}
        <FormAlert tone="success" message={mutation.isSuccess ? t`Đã lưu thông tin của bạn.` : null} />
        <form className="form" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <FullNameField registration={form.register('fullName')} error={errors.fullName} />
          <EmailField registration={form.register('email')} error={errors.email} />
          <PhoneField registration={form.register('phone')} error={errors.phone} />
          <SubmitButton pending={mutation.isPending} pendingLabel={<Trans>Đang lưu…</Trans>}>
            <Trans>Lưu thay đổi</Trans>
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
