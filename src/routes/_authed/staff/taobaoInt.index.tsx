import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoIntOrderStatuses } from '../../../../contract/taobaoIntOrderStatus';
import { StaffTaobaoIntOrdersPage } from '../../../features/staff/taobaoInt/StaffTaobaoIntOrdersPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/taobaoInt/')({
  staticData: { title: msg`Quầy nhân viên – Đơn Taobao quốc tế`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: tableSearch(taobaoIntOrderStatuses),
  component: function StaffTaobaoIntOrdersRoute() {
    return <StaffTaobaoIntOrdersPage search={Route.useSearch()} />;
  },
});
