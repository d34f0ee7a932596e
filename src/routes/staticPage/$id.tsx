import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/staticPage/$id')({
  staticData: { title: msg`Trang thông tin`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="staticPage" />,
});
