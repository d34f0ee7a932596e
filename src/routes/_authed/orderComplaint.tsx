import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/orderComplaint')({
  staticData: { title: msg`Khiếu nại`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="orderComplaint" />,
});
