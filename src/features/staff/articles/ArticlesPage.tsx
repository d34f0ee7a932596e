import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod/mini';
import type { ArticleStatus, staffArticleSummarySchema } from '../../../../contract/articles';
import { useApi } from '../../../api/ApiProvider';
import { staffArticlesQuery } from '../../../api/staffArticles';
import { articleCategoryLabels, articleStatusLabels } from '../../../components/articles/articleNames';
import { useFormat } from '../../../i18n/useFormat';
import { useConsoleColumns } from '../consoleColumns';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import type { Column } from '../DataTable';
import type { StaffArticleSearch } from '../filters';
import { StateFilter } from '../StateFilter';
import { statusListQuery } from '../tableSearch';

const pageSize = 20;

type Row = z.infer<typeof staffArticleSummarySchema>;

/** `/staff/articles`: every article, drafts and hidden ones too, by status and kind, for care staff to write and change. */
export function ArticlesPage({ search }: { search: StaffArticleSearch }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const consoleColumns = useConsoleColumns();
  const api = useApi();
  const articles = useQuery(staffArticlesQuery(api, { ...statusListQuery<ArticleStatus>(search), category: search.category, pageSize }));
  // When the page opened: a scheduled article reads as such until the list is loaded again.
  const [now] = useState(() => Date.now());

  const columns: Column<Row>[] = [
    consoleColumns.link({
      key: 'title',
      header: t`Tiêu đề`,
      to: '/staff/articles/$id',
      of: (article) => ({ id: article.id, code: article.title }),
    }),
    { key: 'category', header: t`Chuyên mục`, cell: (article) => i18n._(articleCategoryLabels[article.category]) },
    {
      key: 'status',
      header: t`Trạng thái`,
      cell: (article) =>
        article.status === 'published' && article.publishedAt && Date.parse(article.publishedAt) > now
          ? t`Hẹn giờ đăng`
          : i18n._(articleStatusLabels[article.status]),
    },
    {
      key: 'publishedAt',
      header: t`Thời điểm đăng`,
      cell: (article) => (article.publishedAt ? dateTime(article.publishedAt) : '—'),
      sortValue: (article) => article.publishedAt ?? '',
    },
    {
      key: 'updatedAt',
      header: t`Sửa lần cuối`,
      cell: (article) => dateTime(article.updatedAt),
      sortValue: (article) => article.updatedAt,
    },
  ];

  return (
    <ConsolePage
      title={t`Bài viết`}
      actions={
        <>
          <Link to="/staff/staticPages" className="btn btn-secondary">
            <Trans>Trang tĩnh</Trans>
          </Link>
          <Link to="/staff/articles/new" className="btn btn-primary">
            <Trans>Viết bài mới</Trans>
          </Link>
        </>
      }
    >
      <ConsoleTable
        search={search}
        list={articles}
        caption={t`Bài viết`}
        columns={columns}
        empty={<Trans>Không có bài viết nào.</Trans>}
        searchBox={{ label: t`Tìm bài viết`, formLabel: t`Tìm bài viết`, placeholder: t`Tiêu đề hoặc nội dung`, searches: 'words' }}
        filters={
          <>
            <StateFilter value={search.state} labels={articleStatusLabels} />
            <StateFilter label={t`Chuyên mục`} param="category" value={search.category} labels={articleCategoryLabels} />
          </>
        }
      />
    </ConsolePage>
  );
}
