import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../features/address/AddressFormPage';
import { addressFormSearch } from '../../../features/address/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/address/create')({
  staticData: { title: msg`Thêm địa chỉ`, layout: 'default', scrollToTop: true },
  validateSearch: addressFormSearch,
  beforeLoad: () => loadFeatureCatalog('address'),
  component: CreateAddress,
});

function CreateAddress() {
  const { returnTo } = Route.useSearch();
  return <AddressFormPage returnTo={returnTo} />;
}
