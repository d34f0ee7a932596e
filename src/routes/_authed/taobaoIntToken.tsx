import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { taobaoAccountsSearch } from '../../features/taobaoGlobal/search';
import { TaobaoAccountsPage } from '../../features/taobaoGlobal/TaobaoAccountsPage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/taobaoIntToken')({
  staticData: { title: msg`Tài khoản Taobao quốc tế`, layout: 'default', scrollToTop: true },
  validateSearch: taobaoAccountsSearch,
  loader: () => loadFeatureCatalog('taobaoGlobal'),
  component: TaobaoAccounts,
});

function TaobaoAccounts() {
  const { returnTo } = Route.useSearch();
  return <TaobaoAccountsPage returnTo={returnTo} />;
}
