import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderPob/$id')({
  staticData: { title: msg`Chi tiết đơn thanh toán hộ`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderPobDetail" />,
});
