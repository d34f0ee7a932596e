import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotificationListPage } from '../../features/notifications/NotificationListPage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/notification')({
  staticData: { title: msg`Thông báo`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('care'),
  component: NotificationListPage,
});
