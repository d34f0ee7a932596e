import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';
import { ChangeInfoPage } from '../../../features/profile/ChangeInfoPage';

export const Route = createFileRoute('/_authed/profile/changeInfo')({
  staticData: { title: msg`Sửa thông tin cá nhân`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('account'),
  component: ChangeInfoPage,
});
