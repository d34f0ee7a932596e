import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffLayout } from '../../features/staff/StaffLayout';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';
import { requireStaff } from '../../session/staffAccess';

/** The staff console: staff and admins only; anyone else gets the 403 page before anything loads. */
export const Route = createFileRoute('/_authed/staff')({
  staticData: { title: msg`Quầy nhân viên`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'staff'),
  loader: () => loadFeatureCatalog('staff'),
  component: StaffLayout,
});
