import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPageEditorPage } from '../../../../features/staff/articles/StaticPageEditorPage';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/staticPages/new')({
  staticData: { title: msg`Quầy nhân viên – Thêm trang`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function NewStaticPage() {
    return <StaticPageEditorPage />;
  },
});
