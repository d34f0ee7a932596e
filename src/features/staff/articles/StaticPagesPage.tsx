import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PRICE_LIST_SLUG, type StaffStaticPage } from '../../../../contract/articles';
import { useApi } from '../../../api/ApiProvider';
import { staffStaticPagesQuery } from '../../../api/staffArticles';
import { useFormat } from '../../../i18n/useFormat';
import { useConsoleColumns } from '../consoleColumns';
import { ConsolePage } from '../ConsolePage';
import { DataTable, type Column } from '../DataTable';
import type { TableSearch } from '../tableSearch';
import { useTableControls } from '../useTableControls';

/** `/staff/staticPages`: the pages reached by their address (giới thiệu, điều khoản, bảng giá…), few enough for one table. */
export function StaticPagesPage({ search }: { search: TableSearch }) {
  const { t } = useLingui();
  const { dateTime } = useFormat();
  const consoleColumns = useConsoleColumns();
  const api = useApi();
  const controls = useTableControls();
  const pages = useQuery(staffStaticPagesQuery(api));

  const columns: Column<StaffStaticPage>[] = [
    consoleColumns.link({
      key: 'title',
      header: t`Tiêu đề`,
      to: '/staff/staticPages/$id',
      of: (page) => ({ id: page.id, code: page.title }),
    }),
    {
      key: 'slug',
      header: t`Địa chỉ`,
      cell: (page) => (
        <>
          <code>/staticPage/{page.slug}</code>
          {page.slug === PRICE_LIST_SLUG && (
            <span className="muted">
              {' '}
              <Trans>(kèm bảng giá từ Cài đặt)</Trans>
            </span>
          )}
        </>
      ),
      sortValue: (page) => page.slug,
    },
    { key: 'published', header: t`Hiển thị`, cell: (page) => (page.published ? t`Đang hiện` : t`Đang ẩn`) },
    { key: 'updatedAt', header: t`Sửa lần cuối`, cell: (page) => dateTime(page.updatedAt), sortValue: (page) => page.updatedAt },
  ];

  return (
    <ConsolePage
      title={t`Trang tĩnh`}
      actions={
        <>
          <Link to="/staff/articles" className="btn btn-secondary">
            <Trans>Bài viết</Trans>
          </Link>
          <Link to="/staff/staticPages/new" className="btn btn-primary">
            <Trans>Thêm trang</Trans>
          </Link>
        </>
      }
    >
      <DataTable
        caption={t`Trang tĩnh`}
        columns={columns}
        rows={pages.data?.items}
        rowKey={(page) => page.id}
        sort={search.sortBy}
        onSort={controls.onSort}
        loading={pages.isFetching}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        empty={<Trans>Chưa có trang nào.</Trans>}
      />
    </ConsolePage>
  );
}
