import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readPagesWithRoute, readWithRoute } from '../../api/routeReads';
import { rangeInverted, transactionSearch } from '../../features/wallet/search';
import { TransactionPage } from '../../features/wallet/TransactionPage';
import { WalletSummary } from '../../features/walletSummary/WalletSummary';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting); so are
// the wallet's and the ledger's queries, imported with it, which keeps their schemas out of the
// route tree.
export const Route = createFileRoute('/_authed/transaction')({
  staticData: { title: msg`Lịch sử giao dịch`, layout: 'default', scrollToTop: true },
  validateSearch: transactionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      loadFeatureCatalog('wallet'),
      import('../../api/walletBalance').then(({ walletQuery }) => readWithRoute(context, walletQuery(context.api))),
      !rangeInverted(deps) &&
        import('../../api/ledger').then(({ transactionsQuery }) => readPagesWithRoute(context, transactionsQuery(context.api, deps))),
    ]),
  component: Transactions,
});

function Transactions() {
  return <TransactionPage summary={<WalletSummary />} />;
}
