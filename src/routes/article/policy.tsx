import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../features/placeholder/AreaPage';

export const Route = createFileRoute('/article/policy')({
  staticData: { title: msg`Bài viết`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="articlePolicy" />,
});
