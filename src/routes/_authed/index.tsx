import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { WalletSummary } from '../../features/walletSummary/WalletSummary';

export const Route = createFileRoute('/_authed/')({
  staticData: { title: msg`Trang chủ`, layout: 'default', scrollToTop: true },
  component: Home,
});

function Home() {
  return <HomePage wallet={<WalletSummary />} />;
}
