import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/wallet/recharge')({
  staticData: { title: msg`Ví – Nạp tiền`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="walletRecharge" />,
});
