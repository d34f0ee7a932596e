import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/wallet/withdraw')({
  staticData: { title: msg`Ví – Rút tiền`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="walletWithdraw" />,
});
