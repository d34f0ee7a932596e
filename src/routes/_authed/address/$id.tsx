import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/address/$id')({
  staticData: { title: msg`Chi tiết địa chỉ`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="addressDetail" />,
});
