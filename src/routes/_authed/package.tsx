import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/package')({
  staticData: { title: msg`Kiện hàng`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="package" />,
});
