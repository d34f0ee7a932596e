import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../features/address/AddressFormPage';
import { addressFormSearch } from '../../../features/address/search';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/address/$id')({
  staticData: { title: msg`Sửa địa chỉ`, layout: 'default', scrollToTop: true },
  validateSearch: addressFormSearch,
  beforeLoad: () => loadFeatureCatalog('address'),
  component: EditAddress,
});

function EditAddress() {
  const { id } = Route.useParams();
  const { returnTo } = Route.useSearch();
  return <AddressFormPage id={Number(id)} returnTo={returnTo} />;
}
