import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditorPage } from '../../../../features/staff/articles/ArticleEditorPage';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/articles/new')({
  staticData: { title: msg`Quầy nhân viên – Viết bài mới`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function NewArticle() {
    return <ArticleEditorPage />;
  },
});
