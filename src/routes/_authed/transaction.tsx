import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { transactionSearch } from '../../features/wallet/search';
import { TransactionPage } from '../../features/wallet/TransactionPage';
import { WalletSummary } from '../../features/walletSummary/WalletSummary';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/transaction')({
  staticData: { title: msg`Lịch sử giao dịch`, layout: 'default', scrollToTop: true },
  validateSearch: transactionSearch,
  loader: () => loadFeatureCatalog('wallet'),
  component: Transactions,
});

function Transactions() {
  return <TransactionPage summary={<WalletSummary />} />;
}
