import { z } from 'zod/mini';
import { vndSchema } from './money';
import { ORDER_SEARCH_MAX, orderStatuses, orderTabNames, type OrderTab } from './orderStatus';
import { pageOf, pageParams } from './pagination';
import { productSiteSchema, shopSchema } from './products';

/**
 * The order list's schemas, apart from the rest of the orders' (contract/orders.ts): the list is a
 * page people open first, and the checkout's schemas, with the fees, addresses and settings they
 * check against, can then wait for the pages that use them.
 */

/** A row of GET /OrderOrdering. */
export const orderSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(orderStatuses),
  site: productSiteSchema,
  shop: shopSchema,
  /** The first item's image and title, and how many lines there are. */
  imageUrl: z.string(),
  title: z.string(),
  lineCount: z.int(),
  pieceCount: z.int(),
  totalVnd: vndSchema,
  paidVnd: vndSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderPageSchema = pageOf(orderSummarySchema);

/** GET /OrderOrdering?tab&q&page&pageSize — `q` finds an order by (part of) its code. */
export const orderQuerySchema = z.object({
  tab: z._default(z.enum(orderTabNames as [OrderTab, ...OrderTab[]]), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(ORDER_SEARCH_MAX))),
  ...pageParams(20, 50),
});
export type OrderQuery = z.infer<typeof orderQuerySchema>;
