import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/notification')({
  staticData: { title: msg`Thông báo`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="notification" />,
});
