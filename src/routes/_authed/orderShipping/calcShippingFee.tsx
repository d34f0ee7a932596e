import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderShipping/calcShippingFee')({
  staticData: { title: msg`Tính phí vận chuyển`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="calcShippingFee" />,
});
