import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderPob/refundTaobaoInt')({
  staticData: { title: msg`Hoàn tiền thanh toán hộ Taobao quốc tế`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderPobRefundTaobaoInt" />,
});
