import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderShipping/measureCode')({
  staticData: { title: msg`Tra cứu cân đo`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="measureCode" />,
});
