import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { linkTaobaoAccountRequestSchema, type LinkTaobaoAccountRequest } from '../../../contract/taobaoGlobal';
import { v } from '../../../contract/validation';
import { useApi } from '../../api/ApiProvider';
import { linkTaobaoAccount, taobaoGlobalKeys } from '../../api/taobaoGlobal';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerErrors, errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
// The words of the tokens' checks come with this form.
import '../../components/taobaoGlobal/validationMessages';

type LinkFormValues = { accountName: string; accessToken: string; refreshToken: string; expiresAt: string };

/** A `datetime-local` value, read as Vietnam time (the app's time zone) and sent with its offset. */
export function vietnamTimeToIso(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+07:00` : local;
}

const resolver: Resolver<LinkFormValues> = (values) => {
  const request: LinkTaobaoAccountRequest = {
    accountName: values.accountName,
    accessToken: values.accessToken,
    refreshToken: values.refreshToken.trim() === '' ? undefined : values.refreshToken,
    expiresAt: vietnamTimeToIso(values.expiresAt),
  };
  const result = linkTaobaoAccountRequestSchema.safeParse(request);
  const errors: FieldErrors<LinkFormValues> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof LinkFormValues;
    if (field in values && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  // Expired with nothing to renew it: the server would refuse the same, with this key.
  if (!errors.expiresAt && result.success && !request.refreshToken && Date.parse(request.expiresAt) <= Date.now()) {
    errors.expiresAt = { type: 'validate', message: v.taobaoTokenExpired };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Links a Taobao Global account with the tokens of the platform's authorisation page, or renews a
 * link of the same name. The tokens are sent once and never shown again.
 */
export function LinkAccountForm({ accountName, onLinked }: { accountName: string; onLinked: (message: string) => void }) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LinkFormValues>({
    defaultValues: { accountName, accessToken: '', refreshToken: '', expiresAt: '' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const account = await linkTaobaoAccount(api, {
        accountName: values.accountName,
        accessToken: values.accessToken,
        refreshToken: values.refreshToken.trim() === '' ? undefined : values.refreshToken,
        expiresAt: vietnamTimeToIso(values.expiresAt),
      });
      await queryClient.invalidateQueries({ queryKey: taobaoGlobalKeys.all });
      form.reset({ accountName: '', accessToken: '', refreshToken: '', expiresAt: '' });
      const name = account.accountName;
      onLinked(t`Đã liên kết ${name}.`);
    } catch (error) {
      applyServerErrors(error, ['accountName', 'accessToken', 'refreshToken', 'expiresAt'], form.setError);
      setAlert(errorText(error));
    }
  });

  return (
    <form className="card form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId} className="taobao-section__title">
        {accountName ? <Trans>Liên kết lại {accountName}</Trans> : <Trans>Liên kết tài khoản</Trans>}
      </h2>
      <p className="muted">
        <Trans>
          Đăng nhập trang ủy quyền của Taobao quốc tế (open.taobao.global) bằng tài khoản nhà phân phối, rồi chép mã truy cập (access
          token), mã làm mới (refresh token) và hạn dùng vào đây. MuaHộ lưu các mã đã mã hóa và không bao giờ hiển thị lại.
        </Trans>
      </p>
      <FormAlert message={alert} />
      <TextField
        label={<Trans>Tên tài khoản</Trans>}
        registration={form.register('accountName')}
        error={errors.accountName}
        autoComplete="off"
      />
      <PasswordField
        label={<Trans>Mã truy cập (access token)</Trans>}
        registration={form.register('accessToken')}
        error={errors.accessToken}
        autoComplete="off"
      />
      <PasswordField
        label={<Trans>Mã làm mới (refresh token, không bắt buộc)</Trans>}
        hint={<Trans>Có mã này, MuaHộ tự gia hạn trước khi mã truy cập hết hạn.</Trans>}
        registration={form.register('refreshToken')}
        error={errors.refreshToken}
        autoComplete="off"
      />
      <FieldFrame
        label={<Trans>Hạn dùng của mã truy cập</Trans>}
        hint={<Trans>Theo giờ Việt Nam.</Trans>}
        error={errors.expiresAt?.message}
      >
        {(control) => <input {...control} {...form.register('expiresAt')} type="datetime-local" className="field__input" />}
      </FieldFrame>
      <SubmitButton pending={isSubmitting} pendingLabel={<Trans>Đang liên kết…</Trans>}>
        <Trans>Liên kết</Trans>
      </SubmitButton>
    </form>
  );
}
