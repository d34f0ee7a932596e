import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { ProfilePage } from '../../../features/profile/ProfilePage';

export const Route = createFileRoute('/_authed/profile/')({
  staticData: { title: msg`Tài khoản`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('account'),
  component: ProfilePage,
});
