import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderShipping/')({
  staticData: { title: msg`Đơn ký gửi`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderShipping" />,
});
