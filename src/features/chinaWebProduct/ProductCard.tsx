import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../../contract/products';
import { productPath } from '../../../contract/productPath';
import { useFormat } from '../../i18n/useFormat';
import { cnyRange, vndRange } from './money';
import { siteNames } from './sites';

/** How soon a card's photo loads: a card on the first screen at once (the first one before other images), the rest as they scroll near. */
export type PhotoPriority = 'first' | 'onScreen' | 'later';

/**
 * One search result. The title is the card's link (stretched over the whole card), so a screen
 * reader hears the product's name once rather than every line of the card as a link name.
 */
export function ProductCard({
  product,
  rateVndPerCny,
  photo = 'later',
}: {
  product: ProductSummary;
  rateVndPerCny: number | undefined;
  photo?: PhotoPriority;
}) {
  const format = useFormat();
  const name = product.titleVi ?? product.title;
  const shop = product.shop.nameVi ?? product.shop.name;
  const sales = product.sales === null ? null : format.number(product.sales);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img
          src={product.imageUrl}
          alt={name}
          // A lazy photo waits for layout to know it is on screen: the first row's are the page's
          // largest paint, so they are asked for with the rows.
          loading={photo === 'later' ? 'lazy' : 'eager'}
          fetchPriority={photo === 'first' ? 'high' : undefined}
          decoding="async"
          referrerPolicy="no-referrer"
          width={240}
          height={240}
        />
        <span className={`site-badge site-badge--${product.site}`}>{siteNames[product.site]}</span>
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title" lang={product.titleVi ? undefined : 'zh'}>
          <Link
            to="/chinaWebProduct/$key"
            params={{ key: productPath(product), type: product.site, id: product.itemId }}
            className="product-card__link"
          >
            {name}
          </Link>
        </h3>
        {product.titleVi && (
          <p className="product-card__original" lang="zh">
            {product.title}
          </p>
        )}
        <p className="product-card__price">{cnyRange(format, product.priceFen, product.priceMaxFen)}</p>
        {rateVndPerCny !== undefined && (
          <p className="product-card__vnd">≈ {vndRange(format, product.priceFen, product.priceMaxFen, rateVndPerCny)}</p>
        )}
        <p className="product-card__meta">
          <span className="product-card__shop">{shop}</span>
          {sales !== null && (
            <span>
              <Trans>Đã bán {sales}</Trans>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** A card's shape while results load. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__media skeleton" />
      <div className="product-card__body">
        <span className="skeleton" />
        <span className="skeleton skeleton--short" />
        <span className="skeleton skeleton--price" />
      </div>
    </div>
  );
}
