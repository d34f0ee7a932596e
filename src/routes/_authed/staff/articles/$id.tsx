import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditPage } from '../../../../features/staff/articles/EditPages';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/articles/$id')({
  staticData: { title: msg`Quầy nhân viên – Sửa bài viết`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function EditArticle() {
    const { id } = Route.useParams();
    return <ArticleEditPage id={/^\d{1,9}$/.test(id) ? Number(id) : -1} />;
  },
});
