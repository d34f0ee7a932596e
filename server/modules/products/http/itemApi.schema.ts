import { z } from 'zod/mini';

/**
 * The answers of the widely used Taobao/1688/Pinduoduo data APIs in the "item_get" /
 * "item_search" shape (api-gw.onebound.cn and its many resellers). They come from PHP: numbers
 * are often strings, and an empty object is often `[]`, so both are accepted and read in mapping.
 * Anything else is a malformed answer: the source reports itself unavailable, never a half product.
 */
const numeric = z.union([z.number(), z.string()]);
const id = z.union([z.string(), z.number()]);
/** PHP's json_encode writes an empty associative array as `[]`. */
const orEmpty = <T extends z.ZodMiniType>(schema: T) => z.optional(z.union([schema, z.tuple([])]));

export const apiSkuSchema = z.object({
  sku_id: id,
  /** `pid:vid;pid:vid`, the property values this SKU combines. */
  properties: z.string(),
  price: numeric,
  orginal_price: z.optional(numeric),
  quantity: z.optional(numeric),
});

export const apiItemSchema = z.object({
  num_iid: id,
  title: z.string().check(z.minLength(1)),
  desc_short: z.optional(z.string()),
  price: z.optional(numeric),
  orginal_price: z.optional(numeric),
  nick: z.optional(z.string()),
  num: z.optional(numeric),
  min_num: z.optional(numeric),
  detail_url: z.optional(z.string()),
  pic_url: z.optional(z.string()),
  item_imgs: orEmpty(z.array(z.object({ url: z.string() }))),
  /** `{ "pid:vid": "属性名:属性值" }`, e.g. `{ "1627207:28320": "颜色分类:黑色" }`. */
  props_list: orEmpty(z.record(z.string(), z.string())),
  props_img: orEmpty(z.record(z.string(), z.string())),
  skus: orEmpty(z.object({ sku: z.array(apiSkuSchema) })),
  props: orEmpty(z.array(z.object({ name: z.string(), value: z.string() }))),
  seller_id: z.optional(id),
  shop_id: z.optional(id),
  seller_info: orEmpty(z.object({ nick: z.optional(z.string()), shop_name: z.optional(z.string()), title: z.optional(z.string()) })),
  sales: z.optional(numeric),
  total_sold: z.optional(numeric),
  /** 1688 quantity prices: `[[minQuantity, price], …]`. */
  priceRange: orEmpty(z.array(z.tuple([numeric, numeric]))),
});
export type ApiItem = z.infer<typeof apiItemSchema>;

/** Every answer says how the call went: `error_code` "0000" is success. */
const status = {
  error_code: z.optional(id),
  error: z.optional(z.string()),
  reason: z.optional(z.string()),
};

export const itemGetAnswerSchema = z.object({ item: orEmpty(apiItemSchema), ...status });

export const apiSearchItemSchema = z.object({
  num_iid: id,
  title: z.string(),
  pic_url: z.optional(z.string()),
  price: z.optional(numeric),
  promotion_price: z.optional(numeric),
  sales: z.optional(numeric),
  nick: z.optional(z.string()),
  seller_nick: z.optional(z.string()),
  seller_id: z.optional(id),
  detail_url: z.optional(z.string()),
});
export type ApiSearchItem = z.infer<typeof apiSearchItemSchema>;

export const itemSearchAnswerSchema = z.object({
  items: z.optional(
    z.object({
      page: z.optional(numeric),
      page_size: z.optional(numeric),
      real_total_results: z.optional(numeric),
      total_results: z.optional(numeric),
      item: orEmpty(z.array(apiSearchItemSchema)),
    }),
  ),
  ...status,
});
