import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/agency/customer')({
  staticData: { title: msg`Khách hàng của đại lý`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="agencyCustomer" />,
});
