import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PobCreatePage } from '../../../features/orderPob/PobCreatePage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/orderPob/create')({
  staticData: { title: msg`Tạo yêu cầu thanh toán hộ`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('orderPob'),
  component: PobCreatePage,
});
