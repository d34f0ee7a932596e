import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { productSorts } from '../../../contract/products';
import { productSites } from '../../../contract/productLinks';
import { useApi } from '../../api/ApiProvider';
import { productSearchQuery } from '../../api/products';
import { publicSettingsQuery } from '../../api/publicSettings';
import { LoadFailed } from '../../components/LoadFailed';
import { EmptyState } from '../../components/EmptyState';
import { LoadMore } from '../../components/LoadMore';
import { ProductSearchBox } from '../../components/ProductSearchBox';
import { PullToRefresh } from '../../components/PullToRefresh';
import { withoutEmpty } from '../../lib/searchParams';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { sortLabels } from './labels';
import { ProductCard, ProductCardSkeleton, type PhotoPriority } from './ProductCard';
import type { ProductSearchParams } from './search';
import { siteNames } from './sites';
import './productSearch.css';

/**
 * /chinaWebProduct: search the Chinese sites, or paste a link to open its product. Keywords, site
 * and order live in the address (back, forward and reload keep them); more cards load as the end
 * of the grid scrolls into view, or with "Tải thêm".
 */
export function ProductSearchPage() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const search = useSearch({ from: '/_authed/chinaWebProduct/' });
  const navigate = useNavigate({ from: '/chinaWebProduct/' });
  const resultsHeadingId = useId();
  const sortId = useId();
  const q = search.q;
  const filter = { q: q ?? '', site: search.site, sort: search.sort ?? 'relevance' } as const;
  const query = useDeferredQuery(useInfiniteQuery({ ...productSearchQuery(api, filter), enabled: Boolean(q) }));
  const settings = useQuery(publicSettingsQuery(api));
  const rate = settings.data?.rates.orderRateVndPerCny;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  const setSearch = (change: Partial<ProductSearchParams>, replace = true) =>
    void navigate({ search: (previous) => withoutEmpty({ ...previous, ...change }), replace });

  const count = format.number(total);
  const term = userText(q ?? '');
  return (
    <PullToRefresh onRefresh={() => (q ? query.refetch() : Promise.resolve())}>
      <div className="page product-search-page">
        <div className="card product-search-page__controls">
          {/* A new search is a new entry in history, so back returns to the previous results. */}
          <ProductSearchBox initialText={q ?? ''} onSearch={(text) => setSearch({ q: text }, false)} />
          <fieldset className="site-chips">
            <legend className="visually-hidden">
              <Trans>Trang mua sắm</Trans>
            </legend>
            <label className="site-chip">
              <input type="radio" name="product-site" checked={!search.site} onChange={() => setSearch({ site: undefined })} />
              <span>
                <Trans>Tất cả</Trans>
              </span>
            </label>
            {productSites.map((site) => (
              <label key={site} className="site-chip">
                <input type="radio" name="product-site" checked={search.site === site} onChange={() => setSearch({ site })} />
                <span>{siteNames[site]}</span>
              </label>
            ))}
          </fieldset>
          <div className="product-sort">
            <label htmlFor={sortId} className="product-sort__label">
              <Trans>Sắp xếp</Trans>
            </label>
            <select
              id={sortId}
              className="field__input product-sort__select"
              value={search.sort ?? 'relevance'}
              onChange={(event) =>
                setSearch({ sort: event.target.value === 'relevance' ? undefined : (event.target.value as ProductSearchParams['sort']) })
              }
            >
              {productSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {i18n._(sortLabels[sort])}
                </option>
              ))}
            </select>
          </div>
        </div>

        <section className="product-results" aria-labelledby={resultsHeadingId} aria-busy={(Boolean(q) && query.isFetching) || undefined}>
          <h2 id={resultsHeadingId} className="visually-hidden">
            <Trans>Kết quả tìm kiếm</Trans>
          </h2>
          {/* Always in the page, so that the count put into it is announced. */}
          <p className="product-results__count" role="status">
            {q && query.isSuccess && items.length > 0 ? t`Tìm thấy ${count} sản phẩm` : q && query.isPending ? t`Đang tìm sản phẩm…` : ''}
          </p>
          {!q ? (
            <EmptyState icon="search" title={<Trans>Tìm hàng trên Taobao, Tmall, 1688 và Pinduoduo</Trans>}>
              <p>
                <Trans>
                  Gõ tên sản phẩm bằng tiếng Việt hoặc tiếng Trung, hoặc dán link, nội dung chia sẻ từ ứng dụng mua sắm để mở ngay sản phẩm
                  đó.
                </Trans>
              </p>
            </EmptyState>
          ) : query.isPending ? (
            <div className="product-grid" aria-hidden="true">
              {[0, 1, 2, 3, 4, 5].map((card) => (
                <ProductCardSkeleton key={card} />
              ))}
            </div>
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="product-results__error" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon="search"
              title={<Trans>Không tìm thấy sản phẩm nào cho “{term}”</Trans>}
              action={
                search.site ? (
                  <button type="button" className="btn btn-secondary" onClick={() => setSearch({ site: undefined })}>
                    <Trans>Tìm trên tất cả các trang</Trans>
                  </button>
                ) : undefined
              }
            >
              <ul className="product-results__tips">
                <li>
                  <Trans>Kiểm tra chính tả, hoặc dùng ít từ hơn.</Trans>
                </li>
                <li>
                  <Trans>Thử từ khóa tiếng Trung, ví dụ 连衣裙 (váy liền).</Trans>
                </li>
                <li>
                  <Trans>Có link sản phẩm? Dán link vào ô tìm kiếm để mở ngay.</Trans>
                </li>
              </ul>
            </EmptyState>
          ) : (
            <>
              <ul className="product-grid" aria-labelledby={resultsHeadingId}>
                {items.map((product, index) => (
                  <li key={`${product.site}-${product.itemId}`}>
                    <ProductCard product={product} rateVndPerCny={rate} photo={photoPriority(index)} />
                  </li>
                ))}
              </ul>
              {rate !== undefined && (
                <p className="muted product-results__rate">
                  <Trans>Giá VND tạm tính theo tỷ giá đặt hàng hôm nay: {format.vnd(rate)}/¥.</Trans>
                </p>
              )}
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả sản phẩm.</Trans>} />
            </>
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}

/** The cards on the first screen: a desktop's first row of four, a phone's first two rows. */
const ON_FIRST_SCREEN = 4;

const photoPriority = (index: number): PhotoPriority => (index === 0 ? 'first' : index < ON_FIRST_SCREEN ? 'onScreen' : 'later');
