import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pobRefundStatuses } from '../../../../contract/pobStatus';
import { StaffPobRefundsPage } from '../../../features/staff/pob/StaffPobRefundsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/pobRefunds')({
  staticData: { title: msg`Quầy nhân viên – Hoàn tiền thanh toán hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: tableSearch(pobRefundStatuses),
  component: function StaffPobRefundsRoute() {
    return <StaffPobRefundsPage search={Route.useSearch()} />;
  },
});
