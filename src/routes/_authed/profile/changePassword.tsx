import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { ChangePasswordPage } from '../../../features/profile/ChangePasswordPage';

export const Route = createFileRoute('/_authed/profile/changePassword')({
  staticData: { title: msg`Đổi mật khẩu`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('account'),
  component: ChangePasswordPage,
});
