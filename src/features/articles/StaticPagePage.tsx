import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { StaticPage } from '../../../contract/articles';
import { useApi } from '../../api/ApiProvider';
import { staticPageQuery } from '../../api/articles';
import { DetailPage } from '../../components/DetailPage';
import { OfflineAge } from '../../components/OfflineAge';
import { PriceList } from './PriceList';
import { Prose } from '../../components/articles/Prose';
import './articles.css';

/** /staticPage/$id: a page staff keep (about us, terms, prices) by slug or id; `bang-gia` adds the price tables. */
export function StaticPagePage() {
  const api = useApi();
  const { id: slug } = useParams({ from: '/staticPage/$id' });
  return (
    <DetailPage
      options={staticPageQuery(api, slug)}
      // A slug longer than any the server keeps is a page that does not exist, not asked for.
      id={slug.length > 0 && slug.length <= 80 ? 1 : -1}
      className="article-page"
      loading={<Trans>Đang tải trang…</Trans>}
      notFound={{
        icon: 'article',
        title: <Trans>Không tìm thấy trang</Trans>,
        action: (
          <Link to="/" className="btn btn-secondary">
            <Trans>Về trang chủ</Trans>
          </Link>
        ),
      }}
    >
      {(page) => <StaticPageText page={page} slug={slug} />}
    </DetailPage>
  );
}

function StaticPageText({ page, slug }: { page: StaticPage; slug: string }) {
  const api = useApi();
  // The same cached query: when it was fetched, said offline.
  const { dataUpdatedAt } = useQuery(staticPageQuery(api, slug));
  return (
    <div className="page article-page">
      <OfflineAge updatedAt={dataUpdatedAt} />
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
