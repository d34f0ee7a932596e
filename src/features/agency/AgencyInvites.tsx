import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { createAgencyInviteSchema, type AgencyInvite, type AgencyInviteStatus, type CreateAgencyInvite } from '../../../contract/agency';
import { ApiError } from '../../api/errors';
import { useApi } from '../../api/ApiProvider';
import { agencyInvitesQuery, agencyKeys, cancelInvite, inviteCustomer } from '../../api/agency';
import { BusyButton } from '../../components/BusyButton';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { useFormat } from '../../i18n/useFormat';
import { agencyErrorText } from './agencyErrors';
import { CodeField } from './CodeField';

const inviteStatusLabels: Record<AgencyInviteStatus, MessageDescriptor> = {
  pending: msg`Chờ trả lời`,
  accepted: msg`Đã nhận lời`,
  declined: msg`Đã từ chối`,
  cancelled: msg`Đã hủy`,
};

const inviteTones: Record<AgencyInviteStatus, StatusTone> = {
  pending: 'active',
  accepted: 'done',
  declined: 'closed',
  cancelled: 'closed',
};

/** Invites an existing MuaHộ customer by their customer code; they become the agency's once they accept. */
export function InviteForm() {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<CreateAgencyInvite, unknown, CreateAgencyInvite>({
    resolver: zodResolver(createAgencyInviteSchema),
    defaultValues: { customerCode: '', agencyCode: '' },
  });
  const { errors } = form.formState;
  const invite = useMutation({
    mutationFn: (body: CreateAgencyInvite) => inviteCustomer(api, body),
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: agencyKeys.invites });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.summary });
    },
    onError: (error) => {
      applyServerErrors(error, ['customerCode', 'agencyCode'], form.setError);
      if (error instanceof ApiError && error.code === 'agency-code-taken') {
        form.setError('agencyCode', { type: 'server', message: agencyErrorText(error) ?? error.message });
      }
    },
  });
  const shownByField = errors.agencyCode?.type === 'server' || errors.customerCode?.type === 'server';
  return (
    <form className="form agency-form" noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
      <p className="muted">
        <Trans>Khách đã có tài khoản MuaHộ: nhập mã khách hàng của họ (trong trang Tài khoản). Họ thành khách của bạn khi nhận lời.</Trans>
      </p>
      <FormAlert message={invite.isError && !shownByField ? agencyErrorText(invite.error) : null} />
      <FormAlert
        tone="success"
        message={invite.isSuccess ? t`Đã gửi lời mời. Khách sẽ thấy lời mời trong trang Tài khoản của họ.` : null}
      />
      <CodeField label={<Trans>Mã khách hàng MuaHộ</Trans>} registration={form.register('customerCode')} error={errors.customerCode} />
      <CodeField
        label={<Trans>Mã khách hàng của đại lý</Trans>}
        hint={<Trans>Mã bạn sẽ gọi khách trong sổ của mình.</Trans>}
        registration={form.register('agencyCode')}
        error={errors.agencyCode}
      />
      <SubmitButton pending={invite.isPending} pendingLabel={<Trans>Đang gửi…</Trans>}>
        <Trans>Gửi lời mời</Trans>
      </SubmitButton>
    </form>
  );
}

/** The agency's invitations, newest first; a pending one can be cancelled. */
export function InviteList() {
  const { i18n } = useLingui();
  const api = useApi();
  const query = useInfiniteQuery(agencyInvitesQuery(api));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Đang tải lời mời…</Trans>
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (items.length === 0) {
    return (
      <p className="muted">
        <Trans>Bạn chưa gửi lời mời nào.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="agency-invites">
        {items.map((invite) => (
          <InviteRow key={invite.id} invite={invite} label={i18n._(inviteStatusLabels[invite.status])} />
        ))}
      </ul>
      <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả lời mời.</Trans>} />
    </>
  );
}

function InviteRow({ invite, label }: { invite: AgencyInvite; label: string }) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelInvite(api, invite.id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: agencyKeys.invites });
      void queryClient.invalidateQueries({ queryKey: agencyKeys.summary });
    },
  });
  const code = invite.customerCode;
  const agencyCode = invite.agencyCode;
  return (
    <li className="agency-invite">
      <div className="agency-invite__top">
        <strong>
          {code} → {agencyCode}
        </strong>
        <StatusBadge tone={inviteTones[invite.status]}>{label}</StatusBadge>
      </div>
      {invite.fullName && <p>{invite.fullName}</p>}
      <p className="muted">
        <time dateTime={invite.createdAt}>{format.dateTime(invite.createdAt)}</time>
      </p>
      <FormAlert message={cancel.isError ? agencyErrorText(cancel.error) : null} />
      {invite.status === 'pending' && (
        <BusyButton
          className="btn btn-secondary"
          busy={cancel.isPending}
          busyLabel={<Trans>Đang hủy…</Trans>}
          aria-label={t`Hủy lời mời ${code}`}
          onClick={() => cancel.mutate()}
        >
          <Trans>Hủy lời mời</Trans>
        </BusyButton>
      )}
    </li>
  );
}
