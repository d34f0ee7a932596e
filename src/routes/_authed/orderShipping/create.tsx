import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConsignmentCreatePage } from '../../../features/consignment/ConsignmentCreatePage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderShipping/create')({
  staticData: { title: msg`Tạo đơn ký gửi`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('consignment'),
  component: ConsignmentCreatePage,
});
