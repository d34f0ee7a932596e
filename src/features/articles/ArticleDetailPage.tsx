import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { Article } from '../../../contract/articles';
import { useApi } from '../../api/ApiProvider';
import { articleQuery } from '../../api/articles';
import { DetailPage } from '../../components/DetailPage';
import { OfflineAge } from '../../components/OfflineAge';
import { useFormat } from '../../i18n/useFormat';
import { pathIdOf } from '../../lib/searchParams';
import { articleCategoryLabels } from '../../components/articles/articleNames';
import { Prose } from '../../components/articles/Prose';
import './articles.css';

/** /article/$id: one published article, its text as the server rendered and cleaned it. */
export function ArticleDetailPage() {
  const api = useApi();
  const id = pathIdOf(useParams({ from: '/article/$id' }).id);
  return (
    <DetailPage
      options={articleQuery(api, id)}
      id={id}
      className="article-page"
      loading={<Trans>Đang tải bài viết…</Trans>}
      notFound={{
        icon: 'article',
        title: <Trans>Không tìm thấy bài viết</Trans>,
        action: (
          <Link to="/article" className="btn btn-secondary">
            <Trans>Xem tất cả bài viết</Trans>
          </Link>
        ),
      }}
    >
      {(article) => <ArticleText article={article} />}
    </DetailPage>
  );
}

function ArticleText({ article }: { article: Article }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  // The same cached query: when it was fetched, said offline.
  const { dataUpdatedAt } = useQuery(articleQuery(api, article.id));
  return (
    <div className="page article-page">
      <OfflineAge updatedAt={dataUpdatedAt} />
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
