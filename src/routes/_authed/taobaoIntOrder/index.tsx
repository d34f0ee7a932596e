import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/taobaoIntOrder/')({
  staticData: { title: msg`Đơn Taobao quốc tế`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="taobaoIntOrder" />,
});
