import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../../../features/address/AddressFormPage';
import { addressFormRoute } from '../../../features/address/search';

export const Route = createFileRoute('/_authed/address/create')({
  staticData: { title: msg`Thêm địa chỉ`, layout: 'default', scrollToTop: true },
  ...addressFormRoute,
  component: CreateAddress,
});

function CreateAddress() {
  const { returnTo } = Route.useSearch();
  return <AddressFormPage returnTo={returnTo} />;
}
