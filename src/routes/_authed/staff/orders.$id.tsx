import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PACKAGE_CODE_MAX } from '../../../../contract/orderStatus';
import { StaffOrderPage } from '../../../features/staff/orders/StaffOrderPage';
import { textOf } from '../../../lib/searchParams';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/orders/$id')({
  staticData: { title: msg`Quầy nhân viên – Đơn mua hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: textOf(search.code, PACKAGE_CODE_MAX) }),
  component: function StaffOrderRoute() {
    const { id } = Route.useParams();
    const { code } = Route.useSearch();
    return <StaffOrderPage key={id} id={Number(id)} code={code} />;
  },
});
