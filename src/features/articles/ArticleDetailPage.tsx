import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { articleQuery } from '../../api/articles';
import { DetailFallback, useDetailQuery } from '../../components/DetailFallback';
import { EmptyState } from '../../components/EmptyState';
import { OfflineAge } from '../../components/OfflineAge';
import { useFormat } from '../../i18n/useFormat';
import { articleCategoryLabels } from './labels';
import { Prose } from './Prose';
import './articles.css';

/** /article/$id: one published article, its text as the server rendered and cleaned it. */
export function ArticleDetailPage() {
  const { i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const { id: param } = useParams({ from: '/article/$id' });
  const id = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const { query, missing } = useDetailQuery(articleQuery(api, id), id);
  const article = query.data;

  if (!article)
    return (
      <DetailFallback
        query={query}
        missing={missing}
        className="article-page"
        errorClassName="article-page__error"
        loading={<Trans>Đang tải bài viết…</Trans>}
        notFound={
          <EmptyState
            icon="article"
            title={<Trans>Không tìm thấy bài viết</Trans>}
            action={
              <Link to="/article" className="btn btn-secondary">
                <Trans>Xem tất cả bài viết</Trans>
              </Link>
            }
          >
            <p>
              <Trans>Bài viết này không tồn tại hoặc đã được gỡ xuống.</Trans>
            </p>
          </EmptyState>
        }
      />
    );

  return (
    <div className="page article-page">
      <OfflineAge updatedAt={query.dataUpdatedAt} />
      <article className="card article" aria-labelledby="article-title">
        <header className="article__header">
          <h2 id="article-title" className="article__title">
            {article.title}
          </h2>
          <p className="muted article__meta">
            {i18n._(articleCategoryLabels[article.category])} ·{' '}
            <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
          </p>
        </header>
        {article.coverImage && <img className="article__cover" src={article.coverImage} alt="" />}
        <Prose html={article.html} />
      </article>
    </div>
  );
}
