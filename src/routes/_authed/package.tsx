import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PackageListPage } from '../../features/packages/PackageListPage';
import { packageListSearch } from '../../features/packages/search';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/package')({
  staticData: { title: msg`Kiện hàng`, layout: 'default', scrollToTop: true },
  validateSearch: packageListSearch,
  loader: () => loadFeatureCatalog('packages'),
  component: PackageListPage,
});
