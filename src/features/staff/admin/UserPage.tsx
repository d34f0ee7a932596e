import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminUser } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { adminUserQuery } from '../../../api/staff';
import { LoadFailed } from '../../../components/LoadFailed';
import { roleNames } from '../../../i18n/roleNames';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { dutyNames } from '../dutyNames';
import { DisableControl, RoleForm } from './AccountControls';
import { AgencyTermsEditor } from './AgencyTermsEditor';
import './admin.css';

/** Who an account is, as the console's account and customer pages show it. */
export function AccountFacts({ account }: { account: AdminUser }) {
  const { i18n } = useLingui();
  const { date } = useFormat();
  return (
    <dl>
      <dt>
        <Trans>Tên đăng nhập</Trans>
      </dt>
      <dd>{account.userName}</dd>
      <dt>
        <Trans>Họ tên</Trans>
      </dt>
      <dd>{account.fullName}</dd>
      <dt>
        <Trans>Mã khách</Trans>
      </dt>
      <dd>{account.customerCode}</dd>
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>{account.email}</dd>
      <dt>
        <Trans>Số điện thoại</Trans>
      </dt>
      <dd>{account.phone || '–'}</dd>
      <dt>
        <Trans>Vai trò</Trans>
      </dt>
      <dd>
        {i18n._(roleNames[account.role])}
        {account.duties.length > 0 && ` (${account.duties.map((duty) => i18n._(dutyNames[duty])).join(', ')})`}
      </dd>
      <dt>
        <Trans>Trạng thái</Trans>
      </dt>
      <dd>{account.disabled ? <Trans>Đã khóa</Trans> : <Trans>Đang hoạt động</Trans>}</dd>
      <dt>
        <Trans>Ngày tạo</Trans>
      </dt>
      <dd>{date(account.createdAt)}</dd>
    </dl>
  );
}

/** `/staff/users/$id`: one account, its role and duties, disabling it, and an agency's price terms. */
export function UserPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  const user = useQuery(adminUserQuery(api, id));
  if (!user.data) {
    return (
      <ConsolePage title={t`Tài khoản`}>
        {user.error ? (
          <LoadFailed error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} className="account-facts" />
        ) : (
          <p role="status">{t`Đang tải…`}</p>
        )}
      </ConsolePage>
    );
  }
  const account = user.data;
  return (
    <ConsolePage
      title={account.fullName || account.userName}
      actions={
        <>
          <Link to="/staff/users" className="btn btn-secondary btn-small">
            <Trans>Danh sách tài khoản</Trans>
          </Link>
          <DisableControl account={account} />
        </>
      }
    >
      <section className="card account-facts">
        <AccountFacts account={account} />
      </section>
      <RoleForm account={account} />
      {account.role === 'agency' && <AgencyTermsEditor agencyId={account.id} />}
    </ConsolePage>
  );
}
