import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { staticPageQuery } from '../../api/articles';
import { DetailFallback, useDetailQuery } from '../../components/DetailFallback';
import { EmptyState } from '../../components/EmptyState';
import { OfflineAge } from '../../components/OfflineAge';
import { PriceList } from './PriceList';
import { Prose } from './Prose';
import './articles.css';

/** /staticPage/$id: a page staff keep (about us, terms, prices) by slug or id; `bang-gia` adds the price tables. */
export function StaticPagePage() {
  const api = useApi();
  const { id } = useParams({ from: '/staticPage/$id' });
  const valid = id.length > 0 && id.length <= 80;
  const { query, missing } = useDetailQuery(staticPageQuery(api, id), valid ? 1 : 0);
  const page = query.data;

  if (!page)
    return (
      <DetailFallback
        query={query}
        missing={missing}
        className="article-page"
        errorClassName="article-page__error"
        loading={<Trans>Đang tải trang…</Trans>}
        notFound={
          <EmptyState
            icon="article"
            title={<Trans>Không tìm thấy trang</Trans>}
            action={
              <Link to="/" className="btn btn-secondary">
                <Trans>Về trang chủ</Trans>
              </Link>
            }
          >
            <p>
              <Trans>Trang này không tồn tại hoặc đã được ẩn.</Trans>
            </p>
          </EmptyState>
        }
      />
    );

  return (
    <div className="page article-page">
      <OfflineAge updatedAt={query.dataUpdatedAt} />
      <article className="card article" aria-labelledby="static-page-title">
        <h2 id="static-page-title" className="article__title">
          {page.title}
        </h2>
        <Prose html={page.html} />
      </article>
      {page.priceList && <PriceList prices={page.priceList} />}
    </div>
  );
}
