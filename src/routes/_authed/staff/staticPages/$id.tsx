import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPageEditPage } from '../../../../features/staff/articles/EditPages';
import { requireStaff } from '../../../../session/staffAccess';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/staticPages/$id')({
  staticData: { title: msg`Quầy nhân viên – Sửa trang`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function EditStaticPage() {
    const { id } = Route.useParams();
    return <StaticPageEditPage id={pathIdOf(id)} />;
  },
});
