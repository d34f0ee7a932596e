import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { bankTransferStatuses } from '../../../../contract/walletStatus';
import { BankLinesPage } from '../../../features/staff/money/BankLinesPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/bankLines')({
  staticData: { title: msg`Quầy nhân viên – Sao kê ngân hàng`, layout: 'console', scrollToTop: true },
  validateSearch: tableSearch(bankTransferStatuses),
  beforeLoad: ({ context }) => requireStaff(context.session, ['money']),
  component: BankLinesPage,
});
