import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { duties, roles } from '../../../../contract/roles';
import { updateUserRequestSchema, type AdminUser, type UpdateUserRequest } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { setUserDisabled, staffKeys, updateUser } from '../../../api/staff';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckRow } from '../../../components/CheckRow';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { errorText } from '../../../components/form/serverErrors';
import { roleNames } from '../../../i18n/roleNames';
import { dutyNames } from '../dutyNames';
import './admin.css';

type Account = Pick<AdminUser, 'id' | 'role' | 'duties' | 'disabled' | 'userName'>;

/** The duties to send: only for staff, in the console's order whatever order they were ticked in. */
export function dutiesFor(body: { role: string; duties?: readonly string[] }) {
  return body.role === 'staff' ? duties.filter((duty) => body.duties?.includes(duty)) : [];
}

/** Role and duties of one account, saved together; duties only mean something for staff. */
export function RoleForm({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<UpdateUserRequest, unknown, UpdateUserRequest>({
    resolver: zodResolver(updateUserRequestSchema),
    defaultValues: { role: account.role, duties: account.duties },
  });
  const role = form.watch('role');
  const save = useMutation({
    // Duties are kept only on staff: an admin does everything, customers and agencies nothing.
    mutationFn: (body: UpdateUserRequest) => updateUser(api, account.id, { role: body.role, duties: dutiesFor(body) }),
    onSuccess: (saved) => {
      form.reset({ role: saved.role, duties: saved.duties });
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  return (
    <form className="card form account-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <h2>
        <Trans>Vai trò và nhiệm vụ</Trans>
      </h2>
      <FormAlert message={save.isError ? errorText(save.error) : null} />
      <FormAlert tone="success" message={save.isSuccess && !form.formState.isDirty ? t`Đã lưu vai trò và nhiệm vụ.` : null} />
      <SelectField label={<Trans>Vai trò</Trans>} registration={form.register('role')} error={form.formState.errors.role}>
        {roles.map((value) => (
          <option key={value} value={value}>
            {i18n._(roleNames[value])}
          </option>
        ))}
      </SelectField>
      {role === 'staff' && <DutyBoxes register={form.register('duties')} />}
      <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? <Trans>Đang lưu…</Trans> : <Trans>Lưu vai trò</Trans>}
      </button>
    </form>
  );
}

/** The duty checkboxes of a staff account (the create form shares them). */
export function DutyBoxes({ register }: { register: UseFormRegisterReturn }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="account-form__duties">
      <legend>
        <Trans>Nhiệm vụ</Trans>
      </legend>
      {duties.map((duty) => (
        <CheckRow key={duty} label={i18n._(dutyNames[duty])} value={duty} {...register} />
      ))}
    </fieldset>
  );
}

/** Disable or enable an account, after saying what it does. */
export function DisableControl({ account }: { account: Account }) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const toggle = useMutation({
    mutationFn: () => setUserDisabled(api, account.id, !account.disabled),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      setAsking(false);
    },
  });
  const close = () => {
    toggle.reset();
    setAsking(false);
  };
  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => setAsking(true)}>
        {account.disabled ? <Trans>Mở khóa tài khoản</Trans> : <Trans>Khóa tài khoản</Trans>}
      </button>
      {asking && (
        <ConfirmDialog
          title={account.disabled ? t`Mở khóa tài khoản ${account.userName}?` : t`Khóa tài khoản ${account.userName}?`}
          confirmLabel={account.disabled ? t`Mở khóa` : t`Khóa`}
          pendingLabel={t`Đang lưu…`}
          cancelLabel={t`Hủy`}
          pending={toggle.isPending}
          error={toggle.isError ? errorText(toggle.error) : null}
          onConfirm={() => toggle.mutate()}
          onClose={close}
        >
          {account.disabled ? (
            <Trans>Tài khoản sẽ đăng nhập lại được.</Trans>
          ) : (
            <Trans>Tài khoản sẽ bị đăng xuất khỏi mọi thiết bị và không đăng nhập được cho tới khi mở khóa.</Trans>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
