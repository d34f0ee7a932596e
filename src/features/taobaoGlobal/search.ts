import {
  taobaoIntOrderStatuses,
  taobaoIntRefundStatuses,
  type TaobaoIntOrderStatus,
  type TaobaoIntRefundStatus,
} from '../../../contract/taobaoIntOrderStatus';
import { oneOf, safeReturnTo, textOf } from '../../lib/searchParams';

/*
 * Search params of the Taobao Global pages, checked without the order schemas: route files are in
 * the first download (contract/taobaoIntOrderStatus.ts says why). A refused value becomes undefined.
 */

/** The longest search the server takes (contract/pagination.ts `SEARCH_MAX`, the order list's `q`). */
export const TAOBAO_INT_SEARCH_MAX = 100;

export type TaobaoIntOrderListSearch = { status?: TaobaoIntOrderStatus; q?: string };

/** `/taobaoIntOrder?status=shipping&q=TB26`: the list's filter and search, kept in the address. */
export function taobaoIntOrderListSearch(search: Record<string, unknown>): TaobaoIntOrderListSearch {
  return { status: oneOf(taobaoIntOrderStatuses, search.status), q: textOf(search.q, TAOBAO_INT_SEARCH_MAX) };
}

export type TaobaoIntRefundListSearch = { status?: TaobaoIntRefundStatus };

/** `/taobaoIntOrder/refund?status=requested` (and the same list under /orderPob). */
export function taobaoIntRefundListSearch(search: Record<string, unknown>): TaobaoIntRefundListSearch {
  return { status: oneOf(taobaoIntRefundStatuses, search.status) };
}

export type TaobaoAccountsSearch = { returnTo?: string };

/**
 * `/taobaoIntToken?returnTo=/taobaoIntOrder`: the page that sent the person to link an account,
 * which the page leads back to once one is linked. Only a path of this app is taken.
 */
export function taobaoAccountsSearch(search: Record<string, unknown>): TaobaoAccountsSearch {
  return { returnTo: safeReturnTo(search.returnTo) };
}

/** What "Đặt qua Taobao quốc tế" orders, from the address: one product's SKU and quantity, or the cart's selection. */
export type TaobaoIntCreateSearch = {
  /** `{site}-{itemId}`, as the product page's own address names it. */
  product?: string;
  sku?: string;
  qty?: number;
  from?: 'cart';
};

const PRODUCT_KEY = /^(taobao|tmall)-[1-9]\d{4,19}$/;

/**
 * `/taobaoIntOrder/create?product=tmall-6543210&sku=sku-red-m&qty=2` from a product page, or
 * `?from=cart` from the cart (its selected Taobao and Tmall lines, as the checkout reads its
 * selection). Checked in shape only (the server checks the goods themselves); a refused value
 * becomes undefined, and the page says nothing was chosen.
 */
export function taobaoIntCreateSearch(search: Record<string, unknown>): TaobaoIntCreateSearch {
  const product = textOf(search.product, 30);
  const qty = Number(search.qty);
  return {
    product: product && PRODUCT_KEY.test(product) ? product : undefined,
    sku: textOf(search.sku, 64),
    qty: Number.isInteger(qty) && qty >= 1 && qty <= 9_999 ? qty : undefined,
    from: oneOf(['cart'] as const, search.from),
  };
}
