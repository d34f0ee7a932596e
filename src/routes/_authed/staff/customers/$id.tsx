import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerPage } from '../../../../features/staff/customers/CustomerPage';
import { tableSearch } from '../../../../features/staff/tableSearch';
import { requireStaff } from '../../../../session/staffAccess';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/customers/$id')({
  staticData: { title: msg`Quầy nhân viên – Khách hàng`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care', 'money']),
  // The ledger's page and sort.
  validateSearch: tableSearch(),
  component: function Customer() {
    const { id } = Route.useParams();
    return <CustomerPage id={pathIdOf(id)} search={Route.useSearch()} />;
  },
});
