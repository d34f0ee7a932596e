import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';
import { chinaSites } from '../../../features/chinaWebProduct/sites';
import { typedKeyParams } from '../../../lib/typedKey';

export const Route = createFileRoute('/_authed/chinaWebProduct/$key')({
  staticData: { title: msg`Chi tiết sản phẩm`, layout: 'default', scrollToTop: true },
  params: typedKeyParams(chinaSites),
  component: () => <AreaPage area="chinaWebProductDetail" />,
});
