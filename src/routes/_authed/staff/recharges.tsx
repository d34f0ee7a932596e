import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { rechargeStatuses } from '../../../../contract/walletStatus';
import { RechargesPage } from '../../../features/staff/money/RechargesPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/recharges')({
  staticData: { title: msg`Quầy nhân viên – Nạp tiền`, layout: 'console', scrollToTop: true },
  validateSearch: tableSearch(rechargeStatuses),
  beforeLoad: ({ context }) => requireStaff(context.session, ['money']),
  component: RechargesPage,
});
