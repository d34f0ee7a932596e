import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { DeleteAccountPage } from '../../../features/profile/DeleteAccountPage';

export const Route = createFileRoute('/_authed/profile/deleteAccount')({
  staticData: { title: msg`Xóa tài khoản`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('account'),
  component: DeleteAccountPage,
});
