import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComplaintListPage } from '../../../features/complaints/ComplaintListPage';
import { complaintListSearch } from '../../../features/complaints/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderComplaint/')({
  staticData: { title: msg`Khiếu nại`, layout: 'default', scrollToTop: true },
  validateSearch: complaintListSearch,
  loader: () => loadFeatureCatalog('complaints'),
  component: ComplaintListPage,
});
