import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../features/address/AddressFormPage';
import { addressFormRoute } from '../../../features/address/search';

export const Route = createFileRoute('/_authed/address/$id')({
  staticData: { title: msg`Sửa địa chỉ`, layout: 'default', scrollToTop: true },
  ...addressFormRoute,
  component: EditAddress,
});

function EditAddress() {
  const { id } = Route.useParams();
  const { returnTo } = Route.useSearch();
  return <AddressFormPage id={Number(id)} returnTo={returnTo} />;
}
