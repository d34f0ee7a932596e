import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Role } from '../../../../contract/roles';
import type { AdminUser } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { adminUsersQuery } from '../../../api/staff';
import { roleNames } from '../../../i18n/roleNames';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { StateFilter } from '../StateFilter';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { dutyNames } from '../dutyNames';
import type { TableSearch } from '../tableSearch';

const pageSize = 20;

/** `/staff/users`: every account, searched by name, phone, email or code, filtered by role. */
export function UsersPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const { date } = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const page = search.page ?? 1;
  const users = useQuery(adminUsersQuery(api, { q: search.q, role: search.state as Role | undefined, page, pageSize }));

  const columns: Column<AdminUser>[] = [
    common.link({ key: 'userName', header: t`Tài khoản`, to: '/staff/users/$id', of: (user) => ({ id: user.id, code: user.userName }) }),
    { key: 'fullName', header: t`Họ tên`, cell: (user) => user.fullName, sortValue: (user) => user.fullName },
    { key: 'customerCode', header: t`Mã khách`, cell: (user) => user.customerCode },
    { key: 'role', header: t`Vai trò`, cell: (user) => i18n._(roleNames[user.role]), sortValue: (user) => user.role },
    { key: 'duties', header: t`Nhiệm vụ`, cell: (user) => user.duties.map((duty) => i18n._(dutyNames[duty])).join(', ') },
    { key: 'state', header: t`Trạng thái`, cell: (user) => (user.disabled ? t`Đã khóa` : t`Đang hoạt động`) },
    { key: 'createdAt', header: t`Ngày tạo`, cell: (user) => date(user.createdAt), sortValue: (user) => user.createdAt },
  ];

  return (
    <ConsolePage
      title={t`Tài khoản`}
      actions={
        <Link to="/staff/users/new" className="btn btn-primary btn-small">
          <Trans>Tạo tài khoản</Trans>
        </Link>
      }
    >
      <ConsoleTable
        search={search}
        list={users}
        caption={t`Tài khoản`}
        columns={columns}
        empty={<Trans>Không có tài khoản nào.</Trans>}
        searchBox={{
          label: t`Tìm tài khoản`,
          formLabel: t`Tìm tài khoản`,
          placeholder: t`Tên, số điện thoại, email hoặc mã khách`,
        }}
        filters={<StateFilter label={t`Vai trò`} value={search.state} labels={roleNames} />}
      />
    </ConsolePage>
  );
}
