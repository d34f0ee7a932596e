import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticlesPage } from '../../../../features/staff/articles/ArticlesPage';
import { staffArticleSearch } from '../../../../features/staff/filters';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/articles/')({
  staticData: { title: msg`Quầy nhân viên – Bài viết`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  validateSearch: staffArticleSearch,
  component: function Articles() {
    return <ArticlesPage search={Route.useSearch()} />;
  },
});
