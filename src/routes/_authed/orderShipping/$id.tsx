import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConsignmentDetailPage } from '../../../features/consignment/ConsignmentDetailPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { pathIdOf } from '../../../lib/searchParams';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/orderShipping/$id')({
  staticData: { title: msg`Chi tiết đơn ký gửi`, layout: 'default', scrollToTop: true },
  // The package cards' words are in the packages catalog.
  loader: () => Promise.all([loadFeatureCatalog('consignment'), loadFeatureCatalog('packages')]),
  component: ConsignmentDetail,
});

function ConsignmentDetail() {
  const { id } = Route.useParams();
  return <ConsignmentDetailPage id={pathIdOf(id)} />;
}
