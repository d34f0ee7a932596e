import { z } from 'zod/mini';

/**
 * The platform's answers, as open.taobao.global publishes them. Its own SDK authors note that a
 * field is an integer in one answer and a string in the next, so ids and amounts accept both (and
 * long ids arrive as strings anyway, see jsonIds.ts); mapping reads them. Fields we do not use
 * are left out: zod drops them.
 */
const numeric = z.union([z.number(), z.string()]);
const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.union([z.boolean(), z.string()]));

/** Every answer passes the gateway: `code` "0" is success, anything else its error with `message`. */
export const gatewaySchema = z.object({
  code: z.optional(numeric),
  type: text,
  message: text,
  request_id: text,
});

/** Business answers say how the call went too, at the top or inside `result`. */
const outcome = { success: flag, error_code: text, error_msg: text, inner_error_msg: text };

/** An answer whose business part sits at the top or under `result`, with `data` inside. */
const answer = <T extends z.ZodMiniType>(data: T) => {
  const body = z.object({ ...outcome, data: z.optional(z.nullable(data)) });
  return z.object({ ...body.shape, result: z.optional(body) });
};

const money = z.object({ amount: numeric, currency: text });

export const renderAnswerSchema = answer(
  z.object({
    render_item_list: z.optional(
      z.array(
        z.object({
          nick: text,
          seller_id: z.optional(numeric),
          item_price_infos: z.array(
            z.object({
              item_id: numeric,
              sku_id: z.optional(z.nullable(numeric)),
              quantity: numeric,
              origin_price: money,
              /** The line after the supplier's discounts. */
              discount_price: z.optional(money),
            }),
          ),
          mainland_shipping_fee: z.optional(money),
          order_fee: z.optional(money),
          currency_code: text,
        }),
      ),
    ),
    unavailable_sku_list: z.optional(
      z.array(z.object({ item_id: numeric, sku_id: z.optional(z.nullable(numeric)), reason: text, error_code: text, error_msg: text })),
    ),
    total_real_pay_price: z.optional(money),
  }),
);

export const createAnswerSchema = answer(
  z.object({
    outer_purchase_id: text,
    success: flag,
    error_code: text,
    error_message: text,
    order_list: z.optional(
      z.array(
        z.object({
          purchase_id: numeric,
          supplier_nick: text,
          estimate_amount: z.optional(numeric),
          estimate_currency: text,
          order_line_list: z.optional(
            z.array(
              z.object({
                sub_purchase_order_id: numeric,
                order_line_no: z.optional(numeric),
                item_id: numeric,
                sku_id: z.optional(z.nullable(numeric)),
                quantity: numeric,
                estimate_amount: z.optional(numeric),
              }),
            ),
          ),
        }),
      ),
    ),
  }),
);

export const payAnswerSchema = answer(
  z.object({
    will_pay_purchase_order_ids: z.optional(z.array(numeric)),
    pay_failure_purchase_order_ids: z.optional(z.array(numeric)),
    pay_failed_results: z.optional(z.array(z.object({ gspOrderId: numeric, errorCode: text, errorMessage: text }))),
  }),
);

export const cancelAnswerSchema = answer(z.unknown());

const logisticOrder = z.object({ logistic_company_name: text, logistic_number: z.string(), rts_time: z.optional(z.nullable(numeric)) });

export const subPurchaseOrderSchema = z.object({
  sub_purchase_order_id: numeric,
  item_id: numeric,
  sku_id: z.optional(z.nullable(numeric)),
  title: text,
  quantity: numeric,
  status: z.string(),
  purchase_amount: z.optional(numeric),
  pay_amount: z.optional(numeric),
  close_reason: text,
  logistic_orders: z.optional(z.nullable(z.array(logisticOrder))),
  refund_id: z.optional(z.nullable(numeric)),
  refund_status: z.optional(z.nullable(numeric)),
});
export type PlatformSubOrder = z.infer<typeof subPurchaseOrderSchema>;

export const purchaseOrderSchema = z.object({
  purchase_id: numeric,
  outer_purchase_id: text,
  status: z.string(),
  supplier_nick: text,
  product_amount: z.optional(numeric),
  domestic_post_fee: z.optional(numeric),
  pay_amount: z.optional(z.nullable(numeric)),
  purchase_amount: z.optional(numeric),
  created_time: z.optional(z.nullable(numeric)),
  pay_time: z.optional(z.nullable(numeric)),
  modify_time: z.optional(z.nullable(numeric)),
  sub_purchase_orders: z.optional(z.array(subPurchaseOrderSchema)),
});
export type PlatformPurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const ordersAnswerSchema = answer(
  z.object({
    results_total: z.optional(numeric),
    page_no: z.optional(numeric),
    page_size: z.optional(numeric),
    purchase_orders: z.optional(z.nullable(z.array(purchaseOrderSchema))),
  }),
);

export const logisticsAnswerSchema = answer(
  z.object({
    pnm_logistics_details: z.optional(
      z.array(
        z.object({
          mail_no: z.string(),
          logistics_status: text,
          logistics_desc: text,
          logistics_partner: z.optional(z.array(z.object({ company: text }))),
          logistics_traces: z.optional(z.array(z.object({ time: text, status_desc: text, standerd_desc: text, status: text }))),
          logistics_goods: z.optional(z.array(z.object({ title: text, quantity: z.optional(numeric) }))),
        }),
      ),
    ),
  }),
);
export type PlatformParcel = NonNullable<NonNullable<z.infer<typeof logisticsAnswerSchema>['data']>['pnm_logistics_details']>[number];

export const refundAnswerSchema = answer(
  z.object({
    currency: text,
    refund_order_aggregate: z.object({
      refund_order: z.object({
        refund_id: numeric,
        refund_status: numeric,
        refund_fee: z.optional(numeric),
        reason_desc: text,
        refund_desc: text,
        seller_refuse_reason: text,
        seller_refuse_reason_describe: text,
      }),
      purchase_order_line: z.optional(z.object({ purchase_order_line_id: z.optional(numeric) })),
    }),
  }),
);

/** /auth/token/create and /auth/token/refresh answer the tokens at the top, beside the gateway's code. */
export const tokenAnswerSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: text,
  expires_in: numeric,
  refresh_expires_in: z.optional(z.nullable(numeric)),
  account: text,
});
