import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditPage } from '../../../../features/staff/articles/EditPages';
import { requireStaff } from '../../../../session/staffAccess';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/articles/$id')({
  staticData: { title: msg`Quầy nhân viên – Sửa bài viết`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function EditArticle() {
    const { id } = Route.useParams();
    return <ArticleEditPage id={pathIdOf(id)} />;
  },
});
