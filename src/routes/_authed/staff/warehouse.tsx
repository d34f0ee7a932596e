import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScanPage } from '../../../features/staff/warehouse/ScanPage';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/warehouse')({
  staticData: { title: msg`Quầy nhân viên – Quét kiện`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['warehouse']),
  component: ScanPage,
});
