import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../../../features/staff/customers/CustomersPage';
import { tableSearch } from '../../../../features/staff/tableSearch';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/customers/')({
  staticData: { title: msg`Quầy nhân viên – Khách hàng`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care', 'money']),
  validateSearch: tableSearch(),
  component: function Customers() {
    return <CustomersPage search={Route.useSearch()} />;
  },
});
