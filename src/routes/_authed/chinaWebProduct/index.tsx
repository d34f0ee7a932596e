import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/chinaWebProduct/')({
  staticData: { title: msg`Tìm sản phẩm`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="chinaWebProduct" />,
});
