import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { fenToVnd } from '../../../contract/fees';
import type { Product } from '../../../contract/products';
import { parseProductPath, type ProductRef } from '../../../contract/productPath';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/errors';
import { productQuery } from '../../api/products';
import { publicSettingsQuery } from '../../api/publicSettings';
import { LoadFailed } from '../../components/LoadFailed';
import { EmptyState } from '../../components/EmptyState';
import { QuantityStepper } from '../../components/QuantityStepper';
import { NoteBox } from '../../components/form/NoteBox';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { AddToCart } from './AddToCart';
import { cnyRange, vndRange } from './money';
import { OrderViaTaobaoGlobal } from './OrderViaTaobaoGlobal';
import { PriceTiers } from './PriceTiers';
import { ProductGallery } from './ProductGallery';
import { PropertyPicker } from './PropertyPicker';
import {
  cartLine,
  choose,
  chosenOffer,
  initialSelection,
  linePrice,
  minQuantityOf,
  missingProperties,
  NOTE_MAX,
  parseQuantity,
  quantityProblem,
} from './selection';
import { siteNames } from './sites';
import './productDetail.css';

/**
 * /chinaWebProduct/{site}-{itemId}: photos, titles, shop and prices (¥ and đồng at today's order
 * rate, 1688's quantity tiers), the properties to pick, quantity and a note for the seller.
 */
export function ProductDetailPage({ productKey }: { productKey: string }) {
  const ref = parseProductPath(productKey);
  return ref ? <ProductLoader productRef={ref} /> : <ProductNotFound />;
}

function ProductLoader({ productRef }: { productRef: ProductRef }) {
  const api = useApi();
  const product = useQuery(productQuery(api, productRef));

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
    return (
      <div className="page">
        <LoadFailed className="product-error" error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
      </div>
    );
  }
  // A new product (another link) starts with its own choices.
  return <ProductView key={`${product.data.site}-${product.data.itemId}`} product={product.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const rate = settings.data?.rates.orderRateVndPerCny;
  const noteId = useId();
  const noteHintId = useId();
  const cartReasonId = useId();
  const titleId = useId();
  const descriptionId = useId();

  const min = minQuantityOf(product);
  const [selection, setSelection] = useState(() => initialSelection(product));
  const [quantityText, setQuantityText] = useState(String(min));
  const [note, setNote] = useState('');

  const name = product.titleVi ?? product.title;
  const shop = userText(product.shop.nameVi ?? product.shop.name);
  const site = siteNames[product.site];
  const offer = chosenOffer(product, selection);
  const quantity = parseQuantity(quantityText);
  const problem = quantityProblem(quantity, min, offer?.stock ?? null);
  const line = cartLine(product, selection, quantityText, note);
  const unit =
    offer && quantity !== null && quantity > 0 ? linePrice(product, offer.priceFen, quantity).unitFen : (offer?.priceFen ?? null);
  const missing = missingProperties(selection).map((index) => {
    const property = product.properties[index]!;
    return property.nameVi ?? property.name;
  });
  const missingNames = missing.join(', ');
  const stock = offer?.stock ?? null;

  const quantityError =
    problem === 'not-a-number'
      ? t`Nhập số lượng là số nguyên, từ ${min} trở lên`
      : problem === 'below-minimum'
        ? t`Người bán chỉ nhận từ ${min} sản phẩm`
        : problem === 'above-stock' && stock !== null
          ? t`Chỉ còn ${stock} sản phẩm`
          : null;
  const stockText =
    offer === null
      ? missing.length > 0
        ? t`Chọn ${missingNames} để xem giá và số hàng còn`
        : t`Không có loại hàng này`
      : stock === 0
        ? t`Hết hàng`
        : t`Còn ${stock} sản phẩm`;
  // Why "Thêm vào giỏ hàng" is disabled, read with the button.
  const addReason = line.ok ? null : line.problem === 'note-too-long' ? t`Ghi chú quá dài` : (quantityError ?? stockText);

  return (
    <div className="page product-page">
      <div className="product-page__layout">
        <div className="product-page__media">
          <ProductGallery images={product.images} name={name} />
        </div>
        <div className="product-page__info">
          <section className="card product-summary" aria-labelledby={titleId}>
            <span className="site-badge site-badge--static">{site}</span>
            <h2 id={titleId} className="product-summary__title" lang={product.titleVi ? undefined : 'zh'}>
              {name}
            </h2>
            {product.titleVi && (
              <p className="product-summary__original" lang="zh">
                {product.title}
              </p>
            )}
            <p className="product-summary__shop">
              <Trans>Shop: {shop}</Trans>
            </p>
            <div className="product-summary__price">
              <p className="product-summary__cny">
                {unit === null ? cnyRange(format, product.priceFen, product.priceMaxFen) : format.cny(unit)}
              </p>
              {rate !== undefined && (
                <p className="product-summary__vnd">
                  ≈ {unit === null ? vndRange(format, product.priceFen, product.priceMaxFen, rate) : format.vnd(fenToVnd(unit, rate))}
                </p>
              )}
            </div>
            {product.sales !== null && (
              <p className="muted">
                <Trans>Đã bán {format.number(product.sales)} trong 30 ngày</Trans>
              </p>
            )}
            {product.priceTiers.length > 0 && <PriceTiers tiers={product.priceTiers} quantity={quantity} />}
            {min > 1 && (
              <p className="product-summary__min">
                <Trans>Mua tối thiểu {min} sản phẩm</Trans>
              </p>
            )}
          </section>

          <form className="card product-order" aria-label={t`Chọn hàng`} onSubmit={(event) => event.preventDefault()} noValidate>
            {product.properties.map((property, index) => (
              <PropertyPicker
                key={property.id}
                property={property}
                index={index}
                skus={product.skus}
                selection={selection}
                onChoose={(at, valueId) => setSelection((current) => choose(product, current, at, valueId))}
              />
            ))}

            <p className={stock === 0 ? 'product-order__stock product-order__stock--out' : 'product-order__stock'} role="status">
              {stockText}
            </p>

            <QuantityStepper value={quantityText} onChange={setQuantityText} min={min} max={stock} error={quantityError} />

            <div className="field">
              <label className="field__label" htmlFor={noteId}>
                <Trans>Ghi chú cho người bán</Trans>
              </label>
              <p id={noteHintId} className="field__hint">
                <Trans>Nhân viên MuaHộ đọc ghi chú này khi đặt hàng, ví dụ: màu thay thế nếu hết, yêu cầu đóng gói.</Trans>
              </p>
              <NoteBox
                id={noteId}
                className="product-order__note"
                rows={3}
                max={NOTE_MAX}
                value={note}
                onValue={setNote}
                aria-describedby={`${noteHintId} ${noteHintId}-count`}
                countId={`${noteHintId}-count`}
              />
            </div>

            <div className="product-order__total" aria-live="polite">
              {line.ok ? (
                <>
                  <span className="product-order__total-label">
                    <Trans>Thành tiền</Trans>
                  </span>
                  <span className="product-order__total-cny">{format.cny(line.totalFen)}</span>
                  {rate !== undefined && <span className="product-order__total-vnd">≈ {format.vnd(fenToVnd(line.totalFen, rate))}</span>}
                </>
              ) : null}
            </div>

            {!line.ok && (
              <p id={cartReasonId} className="visually-hidden">
                {addReason}
              </p>
            )}
            <AddToCart line={line.ok ? line.line : null} describedBy={cartReasonId} minQuantity={min} />
            {(product.site === 'taobao' || product.site === 'tmall') && (
              <OrderViaTaobaoGlobal line={line.ok ? line.line : null} describedBy={line.ok ? undefined : cartReasonId} />
            )}
          </form>

          {product.url !== null && (
            <a className="btn btn-secondary btn-block" href={product.url} target="_blank" rel="noopener noreferrer">
              <Trans>Xem trên {site}</Trans>
              <span className="visually-hidden">
                {' '}
                <Trans>(mở trong thẻ mới)</Trans>
              </span>
            </a>
          )}

          {product.description.length > 0 && (
            <section className="card product-description" aria-labelledby={descriptionId}>
              <h2 id={descriptionId} className="product-description__title">
                <Trans>Thông tin sản phẩm</Trans>
              </h2>
              <ul>
                {product.description.map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <div className="page">
      <EmptyState
        icon="search"
        title={<Trans>Không tìm thấy sản phẩm</Trans>}
        action={
          <Link to="/chinaWebProduct" className="btn btn-primary">
            <Trans>Về trang tìm kiếm</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Sản phẩm có thể đã ngừng bán, hoặc link không đúng. Hãy tìm lại hoặc dán link khác.</Trans>
        </p>
      </EmptyState>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="page product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Đang tải sản phẩm…</Trans>
      </p>
      <div className="product-page__layout" aria-hidden="true">
        <span className="skeleton product-skeleton__image" />
        <div className="card product-page__info">
          <span className="skeleton skeleton--large" />
          <span className="skeleton" />
          <span className="skeleton skeleton--row" />
        </div>
      </div>
    </div>
  );
}
