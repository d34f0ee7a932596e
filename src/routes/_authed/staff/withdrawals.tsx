import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { withdrawStatuses } from '../../../../contract/walletStatus';
import { WithdrawalsPage } from '../../../features/staff/money/WithdrawalsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/withdrawals')({
  staticData: { title: msg`Quầy nhân viên – Rút tiền`, layout: 'console', scrollToTop: true },
  validateSearch: tableSearch(withdrawStatuses),
  beforeLoad: ({ context }) => requireStaff(context.session, ['money']),
  component: WithdrawalsPage,
});
