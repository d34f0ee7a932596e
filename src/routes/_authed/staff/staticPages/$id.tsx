import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPageEditPage } from '../../../../features/staff/articles/EditPages';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/staticPages/$id')({
  staticData: { title: msg`Quầy nhân viên – Sửa trang`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function EditStaticPage() {
    const { id } = Route.useParams();
    return <StaticPageEditPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
  },
});
