import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoIntRefundStatuses } from '../../../../contract/taobaoIntOrderStatus';
import { StaffTaobaoIntRefundsPage } from '../../../features/staff/taobaoInt/StaffTaobaoIntRefundsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/taobaoIntRefunds')({
  staticData: { title: msg`Quầy nhân viên – Hoàn tiền Taobao quốc tế`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: tableSearch(taobaoIntRefundStatuses),
  component: function StaffTaobaoIntRefundsRoute() {
    return <StaffTaobaoIntRefundsPage search={Route.useSearch()} />;
  },
});
