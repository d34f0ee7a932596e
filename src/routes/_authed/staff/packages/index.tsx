import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PackagesPage } from '../../../../features/staff/warehouse/PackagesPage';
import { packageFilters } from '../../../../features/staff/filters';
import { tableSearch } from '../../../../features/staff/tableSearch';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/packages/')({
  staticData: { title: msg`Quầy nhân viên – Kiện hàng`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['warehouse']),
  validateSearch: tableSearch(packageFilters),
  component: function PackagesRoute() {
    return <PackagesPage search={Route.useSearch()} />;
  },
});
