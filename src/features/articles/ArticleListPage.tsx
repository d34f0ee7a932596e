import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ARTICLE_SEARCH_MAX, articleCategories, type ArticleCategory } from '../../../contract/articleCategory';
import type { ArticleSummary } from '../../../contract/articles';
import { useApi } from '../../api/ApiProvider';
import { articlesQuery } from '../../api/articles';
import { ChoiceChips } from '../../components/ChoiceChips';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { CardList } from '../../components/RowList';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { articleCategoryLabels } from '../../components/articles/articleNames';
import type { ArticleListSearch } from './search';
import './articles.css';

type Chip = ArticleCategory | 'all';

/**
 * /article (all kinds, chosen with chips) and /article/policy (the policies only): published
 * articles, newest first, searched by words of the title or the text. Kind and search live in the
 * address; more pages load as the end comes into view or with "Tải thêm"; pull down to refresh.
 */
export function ArticleListPage({ policyOnly = false }: { policyOnly?: boolean }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const search = useSearch({ strict: false }) as ArticleListSearch;
  const category = policyOnly ? 'policy' : search.category;
  const q = search.q;
  const navigate = useNavigate();
  const term = userText(q ?? '');

  return (
    <PagedListPage
      className="article-list-page"
      paged={usePagedList(useInfiniteQuery(articlesQuery(api, { category, q })))}
      search={{
        q,
        label: t`Từ khóa`,
        formLabel: t`Tìm bài viết`,
        placeholder: t`Tiêu đề hoặc nội dung`,
        maxLength: ARTICLE_SEARCH_MAX,
        searches: 'words',
      }}
      heading={category ? i18n._(articleCategoryLabels[category]) : t`Tất cả bài viết`}
      count={(total) => plural(total, { other: 'Có # bài viết' })}
      loading={<Trans>Đang tải bài viết…</Trans>}
      list={CardList}
      empty={
        q ? (
          <EmptyState icon="search" title={<Trans>Không tìm thấy bài viết nào có “{term}”</Trans>}>
            <p>
              <Trans>Thử từ khóa khác, ngắn hơn hoặc không dấu.</Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon="article" title={<Trans>Chưa có bài viết nào</Trans>}>
            <p>
              <Trans>Tin tức, hướng dẫn và chính sách mới sẽ xuất hiện ở đây.</Trans>
            </p>
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả bài viết.</Trans>}
      row={(article) => <ArticleCard article={article} showCategory={!category} />}
    >
      {!policyOnly && (
        <ChoiceChips<Chip>
          legend={t`Chủ đề`}
          name="article-category"
          choices={[
            { value: 'all', label: t`Tất cả` },
            ...articleCategories.map((value) => ({ value, label: i18n._(articleCategoryLabels[value]) })),
          ]}
          value={category ?? 'all'}
          onChange={(value) =>
            void navigate({ to: '/article', search: { category: value === 'all' ? undefined : value, q }, replace: true })
          }
        />
      )}
    </PagedListPage>
  );
}

function ArticleCard({ article, showCategory }: { article: ArticleSummary; showCategory: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <li className="card article-card">
      <Link to="/article/$id" params={{ id: String(article.id) }} className="article-card__link">
        {article.coverImage && <img className="article-card__cover" src={article.coverImage} alt="" loading="lazy" />}
        <span className="article-card__body">
          <h3 className="article-card__title">{article.title}</h3>
          {article.excerpt && <span className="article-card__excerpt">{article.excerpt}</span>}
          <span className="muted article-card__meta">
            {showCategory && <span>{i18n._(articleCategoryLabels[article.category])} · </span>}
            <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}
