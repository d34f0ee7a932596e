import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MovePage } from '../../../../features/staff/warehouse/MovePage';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/packages/move')({
  staticData: { title: msg`Quầy nhân viên – Chuyển kho`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['warehouse']),
  component: MovePage,
});
