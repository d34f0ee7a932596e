import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderOrdering/create')({
  staticData: { title: msg`Tạo đơn mua hộ`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderOrderingCreate" />,
});
