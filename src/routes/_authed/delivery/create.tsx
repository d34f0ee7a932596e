import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/delivery/create')({
  staticData: { title: msg`Tạo yêu cầu giao hàng`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="deliveryCreate" />,
});
