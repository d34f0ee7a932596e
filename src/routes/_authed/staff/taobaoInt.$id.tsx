import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffTaobaoIntOrderPage } from '../../../features/staff/taobaoInt/StaffTaobaoIntOrderPage';
import { requireStaff } from '../../../session/staffAccess';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/taobaoInt/$id')({
  staticData: { title: msg`Quầy nhân viên – Đơn Taobao quốc tế`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  component: function StaffTaobaoIntOrderRoute() {
    const { id } = Route.useParams();
    // A hand-typed `/staff/taobaoInt/abc` is an order that does not exist (the page says so).
    return <StaffTaobaoIntOrderPage key={id} id={pathIdOf(id)} />;
  },
});
