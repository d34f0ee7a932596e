import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderShipping/create')({
  staticData: { title: msg`Tạo đơn ký gửi`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderShippingCreate" />,
});
