import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgencyHomePage } from '../../../features/agency/AgencyHomePage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/agency/')({
  staticData: { title: msg`Đại lý`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('agency'),
  component: AgencyHomePage,
});
