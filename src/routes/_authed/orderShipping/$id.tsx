import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderShipping/$id')({
  staticData: { title: msg`Chi tiết đơn ký gửi`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderShippingDetail" />,
});
