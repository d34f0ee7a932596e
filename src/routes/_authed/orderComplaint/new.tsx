import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComplaintCreatePage } from '../../../features/complaints/ComplaintCreatePage';
import { complaintNewSearch } from '../../../features/complaints/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/orderComplaint/new')({
  staticData: { title: msg`Gửi khiếu nại`, layout: 'default', scrollToTop: true },
  validateSearch: complaintNewSearch,
  loader: () => loadFeatureCatalog('complaints'),
  component: function ComplaintNew() {
    const { type, id } = Route.useSearch();
    return <ComplaintCreatePage key={`${type}-${id}`} type={type} id={id} />;
  },
});
