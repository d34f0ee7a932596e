import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { NotificationPreferencesPage } from '../../../features/profile/NotificationPreferencesPage';

export const Route = createFileRoute('/_authed/profile/notifications')({
  staticData: { title: msg`Cài đặt thông báo`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('account'),
  component: NotificationPreferencesPage,
});
