import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '../../../features/wallet/WithdrawPage';

export const Route = createFileRoute('/_authed/wallet/withdraw')({
  staticData: { title: msg`Ví – Rút tiền`, layout: 'default', scrollToTop: true },
  component: WithdrawPage,
});
