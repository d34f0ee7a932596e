import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPagesPage } from '../../../../features/staff/articles/StaticPagesPage';
import { tableSearch } from '../../../../features/staff/tableSearch';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/staticPages/')({
  staticData: { title: msg`Quầy nhân viên – Trang tĩnh`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  validateSearch: tableSearch(),
  component: function StaticPages() {
    return <StaticPagesPage search={Route.useSearch()} />;
  },
});
