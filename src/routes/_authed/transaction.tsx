import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/transaction')({
  staticData: { title: msg`Lịch sử giao dịch`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="transaction" />,
});
