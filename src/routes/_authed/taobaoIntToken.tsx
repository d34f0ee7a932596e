import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TaobaoAccountsPage } from '../../features/taobaoGlobal/TaobaoAccountsPage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/taobaoIntToken')({
  staticData: { title: msg`Tài khoản Taobao quốc tế`, layout: 'default', scrollToTop: true },
  beforeLoad: () => loadFeatureCatalog('taobaoGlobal'),
  component: TaobaoAccountsPage,
});
