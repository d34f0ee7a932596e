import type { z } from 'zod/mini';
import {
  TaobaoGlobalError,
  type CreatedOrder,
  type IssuedTokens,
  type OrdersQuery,
  type RenderedOrder,
  type ShippingAddress,
  type TaobaoGlobalClient,
} from '../taobaoGlobalClient';
import { parseJsonKeepingIds } from './jsonIds';
import {
  cancelAnswerSchema,
  createAnswerSchema,
  gatewaySchema,
  logisticsAnswerSchema,
  ordersAnswerSchema,
  payAnswerSchema,
  refundAnswerSchema,
  renderAnswerSchema,
  tokenAnswerSchema,
} from './platform.schema';
import {
  checkCurrency,
  countOf,
  fenOf,
  idOf,
  MalformedAnswerError,
  optionalIdOf,
  platformStateOf,
  toParcel,
  toPurchaseOrder,
  toRefundState,
} from './platform.map';
import { signRequest } from './signature';

export interface HttpClientOptions {
  /** TAOBAO_GLOBAL_BASE_URL, e.g. https://api.taobao.global/rest */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  timeoutMs: number;
  /** Injected so tests answer from fixtures; the global fetch (undici) otherwise. */
  fetch?: typeof fetch;
  /** The clock of the `timestamp` parameter and of token expiries. */
  now?: () => Date;
}

export const apiPathsOf = {
  render: '/purchase/order/render',
  create: '/purchase/order/create',
  pay: '/purchase/order/batch/pay',
  cancel: '/purchase/order/asyn/cancel',
  orders: '/purchase/orders/query',
  logistics: '/logistics/detail/get',
  refund: '/order/refund/query',
  createToken: '/auth/token/create',
  refreshToken: '/auth/token/refresh',
} as const;

/** Gateway codes that say the token is expired or revoked. */
const tokenCodes = new Set(['IllegalAccessToken', 'IllegalRefreshToken']);
/** Gateway codes of a busy or failing platform: the same call may work later. */
const transientCodes = new Set(['ApiCallLimit', 'AppCallLimit', 'ServiceTimeout', 'InternalError', 'ServiceUnavailable']);

const unavailable = (message: string) => new TaobaoGlobalError('unavailable', null, message);

/** Platform ids travel as JSON numbers in some lists; written from their digits so no id is rounded. */
function idList(ids: readonly string[]): string {
  for (const id of ids) if (!/^\d{1,20}$/.test(id)) throw new TaobaoGlobalError('refused', null, `not a platform id: ${id}`);
  return `[${ids.join(',')}]`;
}

/**
 * The seller ships to our China warehouse, so it is both the receiver and the warehouse the
 * platform asks for (the first is required for cross-border orders, the second for domestic ones).
 */
function platformAddress(address: ShippingAddress): string {
  return JSON.stringify({
    name: address.name,
    phone: address.phone,
    mobile_phone: address.phone,
    country: address.country,
    state: address.state,
    city: address.city,
    district: address.district,
    address: address.address,
    zip: address.zip,
  });
}

const isFalse = (value: boolean | string | undefined) => value === false || value === 'false';

/** How a business answer says it went, at its top or under `result`. */
type Outcome<D> = {
  success?: boolean | string;
  error_code?: string | null;
  error_msg?: string | null;
  inner_error_msg?: string | null;
  data?: D | null;
};
type Answer<D> = Outcome<D> & { result?: Outcome<D> };

/**
 * The platform's API (open.taobao.global): every call is a form POST to `{baseUrl}{path}` with
 * `app_key`, `sign_method=sha256`, `timestamp` (ms), `access_token` (not for token calls) and
 * `sign` (signature.ts). Answers are checked with zod and mapped to our words; whatever goes
 * wrong becomes a TaobaoGlobalError of the kind the caller acts on.
 */
export function createHttpTaobaoGlobalClient(options: HttpClientOptions): TaobaoGlobalClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, params: Record<string, string | undefined>, accessToken: string | null): Promise<unknown> {
    const signed: Record<string, string> = { app_key: options.appKey, sign_method: 'sha256', timestamp: String(now().getTime()) };
    if (accessToken !== null) signed.access_token = accessToken;
    for (const [name, value] of Object.entries(params)) if (value !== undefined) signed[name] = value;
    signed.sign = signRequest(path, signed, options.appSecret);

    let text: string;
    try {
      const response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(signed).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
      if (!response.ok) throw unavailable(`${path} answered HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof TaobaoGlobalError) throw error;
      const name = error instanceof Error ? error.name : '';
      throw unavailable(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${path}: no answer within ${options.timeoutMs} ms`
          : `${path}: ${String(error)}`,
      );
    }

    let body: unknown;
    try {
      body = parseJsonKeepingIds(text);
    } catch {
      throw unavailable(`${path} answered something that is not JSON`);
    }
    const gateway = gatewaySchema.safeParse(body);
    if (!gateway.success) throw unavailable(`${path} answered an unexpected shape`);
    const { code, type, message } = gateway.data;
    if (code !== undefined && String(code) !== '0') {
      const platformCode = String(code);
      const words = `${path}: ${platformCode}${message ? ` ${message}` : ''}`;
      if (tokenCodes.has(platformCode)) throw new TaobaoGlobalError('invalid-token', platformCode, words);
      if (transientCodes.has(platformCode) || type === 'ISP' || type === 'SYSTEM')
        throw new TaobaoGlobalError('unavailable', platformCode, words);
      throw new TaobaoGlobalError('refused', platformCode, words);
    }
    return body;
  }

  /** The business part of an answer: refused when it says so, its `data` otherwise. */
  function dataOf<D>(path: string, schema: z.ZodMiniType<Answer<D>>, body: unknown): D | null | undefined {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw unavailable(`${path} answered an unexpected shape at ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
    const part = parsed.data.result ?? parsed.data;
    if (isFalse(part.success) || (part.error_code && part.error_code !== '0'))
      throw new TaobaoGlobalError('refused', part.error_code || null, `${path}: ${part.error_msg || part.inner_error_msg || 'refused'}`);
    return part.data;
  }

  /** Runs one operation; an answer that parsed but makes no sense is the platform being unavailable, not a crash. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof MalformedAnswerError) throw unavailable(`unexpected answer: ${error.message}`);
      throw error;
    }
  }

  function tokens(body: unknown, path: string): IssuedTokens {
    const parsed = tokenAnswerSchema.safeParse(body);
    if (!parsed.success) throw unavailable(`${path} answered no token`);
    const at = now().getTime();
    const expiresIn = countOf(parsed.data.expires_in);
    const refreshIn = parsed.data.refresh_expires_in;
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token || null,
      expiresAt: new Date(at + expiresIn * 1000),
      refreshExpiresAt: refreshIn === null || refreshIn === undefined ? null : new Date(at + countOf(refreshIn) * 1000),
      account: parsed.data.account || null,
    };
  }

  return {
    renderOrder: (accessToken, { goods, address }) =>
      guarded(async () => {
        const path = apiPathsOf.render;
        const items = goods.map((line) => ({ item_id: line.itemId, sku_id: line.skuId ?? undefined, quantity: line.quantity }));
        const body = await call(
          path,
          {
            render_item_List: JSON.stringify(items),
            receiver_address: platformAddress(address),
            warehouse_address: platformAddress(address),
            need_supplychain_service: 'false',
          },
          accessToken,
        );
        const data = dataOf(path, renderAnswerSchema, body);
        const orders: RenderedOrder['orders'] = (data?.render_item_list ?? []).map((supplier) => {
          checkCurrency(supplier.currency_code);
          const priced = supplier.item_price_infos.map((info) => {
            checkCurrency(info.origin_price.currency);
            const quantity = countOf(info.quantity);
            const unitPriceFen = fenOf(info.origin_price.amount);
            return {
              itemId: idOf(info.item_id),
              skuId: optionalIdOf(info.sku_id),
              quantity,
              unitPriceFen,
              amountFen: info.discount_price ? fenOf(info.discount_price.amount) : unitPriceFen * quantity,
            };
          });
          const goodsFen = priced.reduce((sum, line) => sum + line.amountFen, 0);
          const domesticShippingFen = supplier.mainland_shipping_fee ? fenOf(supplier.mainland_shipping_fee.amount) : 0;
          return {
            supplier: supplier.nick ?? (supplier.seller_id === undefined ? '' : String(supplier.seller_id)),
            goods: priced,
            goodsFen,
            domesticShippingFen,
            totalFen: supplier.order_fee ? fenOf(supplier.order_fee.amount) : goodsFen + domesticShippingFen,
          };
        });
        const computedTotal = orders.reduce((sum, order) => sum + order.totalFen, 0);
        if (data?.total_real_pay_price) checkCurrency(data.total_real_pay_price.currency);
        return {
          orders,
          unavailable: (data?.unavailable_sku_list ?? []).map((sku) => ({
            itemId: idOf(sku.item_id),
            skuId: optionalIdOf(sku.sku_id),
            reason: sku.reason || sku.error_msg || sku.error_code || '',
          })),
          domesticShippingFen: orders.reduce((sum, order) => sum + order.domesticShippingFen, 0),
          totalFen: data?.total_real_pay_price ? fenOf(data.total_real_pay_price.amount) : computedTotal,
        };
      }),

    createOrder: (accessToken, input) =>
      guarded(async () => {
        const path = apiPathsOf.create;
        const lines = input.lines.map((line) => ({
          item_id: line.itemId,
          sku_id: line.skuId ?? undefined,
          quantity: line.quantity,
          price: line.unitPriceFen,
          currency: 'CNY',
          title: line.title,
          order_line_no: line.lineNo,
        }));
        const body = await call(
          path,
          {
            outer_purchase_id: input.outerPurchaseId,
            purchase_amount: String(input.totalFen),
            order_line_list: JSON.stringify(lines),
            receiver: platformAddress(input.address),
            warehouse_address_info: platformAddress(input.address),
            support_partial_success: 'false',
            order_remark: input.remark,
          },
          accessToken,
        );
        const data = dataOf(path, createAnswerSchema, body);
        if (data && (isFalse(data.success) || data.error_code))
          throw new TaobaoGlobalError('refused', data.error_code || null, `${path}: ${data.error_message || 'refused'}`);
        const orders: CreatedOrder['orders'] = (data?.order_list ?? []).map((order) => {
          checkCurrency(order.estimate_currency);
          return {
            purchaseId: idOf(order.purchase_id),
            supplier: order.supplier_nick ?? '',
            estimateFen: fenOf(order.estimate_amount ?? 0),
            lines: (order.order_line_list ?? []).map((line) => ({
              subOrderId: idOf(line.sub_purchase_order_id),
              lineNo: line.order_line_no === undefined ? '' : String(line.order_line_no),
              itemId: idOf(line.item_id),
              skuId: optionalIdOf(line.sku_id),
              quantity: countOf(line.quantity),
              estimateFen: fenOf(line.estimate_amount ?? 0),
            })),
          };
        });
        if (orders.length === 0) throw unavailable(`${path} answered no purchase order`);
        return { outerPurchaseId: data?.outer_purchase_id || input.outerPurchaseId, orders };
      }),

    payOrders: (accessToken, purchaseIds) =>
      guarded(async () => {
        const path = apiPathsOf.pay;
        const data = dataOf(path, payAnswerSchema, await call(path, { purchaseOrderIdList: idList(purchaseIds) }, accessToken));
        const failed = (data?.pay_failed_results ?? []).map((failure) => ({
          purchaseId: idOf(failure.gspOrderId),
          code: failure.errorCode ?? '',
          message: failure.errorMessage ?? '',
        }));
        for (const id of (data?.pay_failure_purchase_order_ids ?? []).map(idOf))
          if (!failed.some((failure) => failure.purchaseId === id)) failed.push({ purchaseId: id, code: '', message: '' });
        return { paying: (data?.will_pay_purchase_order_ids ?? []).map(idOf), failed };
      }),

    cancelOrder: (accessToken, { purchaseId, reason, subOrderIds }) =>
      guarded(async () => {
        const path = apiPathsOf.cancel;
        const body = await call(
          path,
          {
            purchase_id: purchaseId,
            cancel_reason: reason,
            sub_purchase_orderId_list: subOrderIds && subOrderIds.length > 0 ? JSON.stringify(subOrderIds) : undefined,
          },
          accessToken,
        );
        dataOf(path, cancelAnswerSchema, body);
      }),

    // The purchase API this client follows documents no return request: a return is asked on the
    // platform's own pages, and the refund it leads to is read back through the sub-order and
    // queryRefund like any other. Refused here with that reason rather than sent to a guessed path.
    requestReturn: async () => {
      throw new TaobaoGlobalError('refused', 'RETURN_NOT_SUPPORTED', 'returns are asked on the platform, not through this API');
    },

    queryOrders: (accessToken, query: OrdersQuery) =>
      guarded(async () => {
        const path = apiPathsOf.orders;
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 20;
        const body = await call(
          path,
          {
            page_no: String(page),
            page_size: String(pageSize),
            status: query.state ? platformStateOf[query.state] : undefined,
            purchase_ids: query.purchaseIds && query.purchaseIds.length > 0 ? idList(query.purchaseIds) : undefined,
            outer_purchase_id: query.outerPurchaseId,
            modify_time_start: query.modifiedFrom ? String(query.modifiedFrom.getTime()) : undefined,
            modify_time_end: query.modifiedTo ? String(query.modifiedTo.getTime()) : undefined,
          },
          accessToken,
        );
        const data = dataOf(path, ordersAnswerSchema, body);
        const orders = (data?.purchase_orders ?? []).map(toPurchaseOrder);
        return {
          orders,
          total: data?.results_total === undefined ? orders.length : countOf(data.results_total),
          page: data?.page_no === undefined ? page : countOf(data.page_no),
          pageSize: data?.page_size === undefined ? pageSize : countOf(data.page_size),
        };
      }),

    logisticsDetail: (accessToken, subOrderId) =>
      guarded(async () => {
        const path = apiPathsOf.logistics;
        const data = dataOf(path, logisticsAnswerSchema, await call(path, { purchase_order_line_id: subOrderId }, accessToken));
        return (data?.pnm_logistics_details ?? []).map(toParcel);
      }),

    queryRefund: (accessToken, refundId) =>
      guarded(async () => {
        const path = apiPathsOf.refund;
        const data = dataOf(path, refundAnswerSchema, await call(path, { refundId }, accessToken));
        if (!data) throw unavailable(`${path} answered no refund`);
        checkCurrency(data.currency);
        const { refund_order: refund, purchase_order_line: line } = data.refund_order_aggregate;
        return {
          refundId: idOf(refund.refund_id),
          subOrderId: optionalIdOf(line?.purchase_order_line_id),
          state: toRefundState(refund.refund_status),
          amountFen: fenOf(refund.refund_fee ?? 0),
          reason: refund.reason_desc || refund.refund_desc || null,
          refusal: refund.seller_refuse_reason_describe || refund.seller_refuse_reason || null,
        };
      }),

    createToken: (code) => guarded(async () => tokens(await call(apiPathsOf.createToken, { code }, null), apiPathsOf.createToken)),

    refreshToken: (refreshToken) =>
      guarded(async () => tokens(await call(apiPathsOf.refreshToken, { refresh_token: refreshToken }, null), apiPathsOf.refreshToken)),
  };
}
