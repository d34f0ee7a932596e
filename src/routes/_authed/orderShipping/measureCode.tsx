import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MeasureCodePage } from '../../../features/packages/MeasureCodePage';
import { measureCodeSearch } from '../../../features/packages/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderShipping/measureCode')({
  staticData: { title: msg`Tra cứu cân đo`, layout: 'default', scrollToTop: true },
  validateSearch: measureCodeSearch,
  loader: () => loadFeatureCatalog('packages'),
  component: MeasureCodePage,
});
