import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RechargePage } from '../../../features/wallet/RechargePage';
import { rechargeSearch } from '../../../features/wallet/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/wallet/recharge')({
  staticData: { title: msg`Ví – Nạp tiền`, layout: 'default', scrollToTop: true },
  validateSearch: rechargeSearch,
  loader: () => loadFeatureCatalog('wallet'),
  component: RechargePage,
});
