import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '../../../features/address/AddressListPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/_authed/address/')({
  staticData: { title: msg`Sổ địa chỉ`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('address'),
  component: AddressListPage,
});
