import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/address/')({
  staticData: { title: msg`Sổ địa chỉ`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="address" />,
});
