import { z } from 'zod/mini';
import { bpsSchema, vndSchema } from './money';
import { v } from './validation';

/**
 * What of the settings everyone may read (GET /Settings/Public): rates, fees, wallet limits and
 * each area's rules. The whole of the settings, with the company's bank accounts, is
 * contract/settings.ts; this part is apart so that a page showing prices does not download the
 * bank list those accounts are checked against.
 */

export const warehouses = ['hn', 'hcm'] as const;
export type Warehouse = (typeof warehouses)[number];
export const shippingLines = ['normal', 'fast'] as const;
export type ShippingLine = (typeof shippingLines)[number];

const positiveInt = z.int().check(z.positive());

const tiersOf = <T extends z.ZodMiniType>(tier: T) => z.array(tier).check(z.minLength(1), z.maxLength(20));

/**
 * Every amount must fall in a tier (the list starts at `lowest`) and each start appears once:
 * otherwise contract/fees.ts could not price some orders and would refuse them.
 */
const coversFrom =
  <T>(start: (tier: T) => number, lowest: number) =>
  (tiers: T[]) => {
    const starts = tiers.map(start);
    return starts.includes(lowest) && new Set(starts).size === starts.length;
  };

export const feePolicySchema = z.object({
  depositBps: bpsSchema,
  /** Purchase fee by the order's goods value: the tier with the highest `fromVnd` at or below it. */
  purchaseFeeTiers: tiersOf(z.object({ fromVnd: vndSchema, bps: bpsSchema })).check(
    z.refine(
      coversFrom((tier: { fromVnd: number }) => tier.fromVnd, 0),
      { error: v.tiersIncomplete },
    ),
  ),
  purchaseFeeMinVnd: vndSchema,
  /** Counting, per item, by the number of items in the order. */
  countingTiers: tiersOf(z.object({ fromItems: positiveInt, perItemVnd: vndSchema })).check(
    z.refine(
      coversFrom((tier: { fromItems: number }) => tier.fromItems, 1),
      { error: v.tiersIncomplete },
    ),
  ),
  crate: z.object({ firstKgFen: vndSchema, nextKgFen: vndSchema }),
  insuranceBps: bpsSchema,
  /** L×W×H (cm) divided by this gives the volumetric weight in kg. */
  volumetricDivisor: positiveInt,
  /** Price per chargeable kg by destination warehouse and line; a cheaper tier from `fromKg`. */
  shippingPrices: z
    .array(
      z.object({
        warehouse: z.enum(warehouses),
        line: z.enum(shippingLines),
        tiers: tiersOf(z.object({ fromKg: z.int().check(z.minimum(0)), perKgVnd: vndSchema })).check(
          z.refine(
            coversFrom((tier: { fromKg: number }) => tier.fromKg, 0),
            { error: v.tiersIncomplete },
          ),
        ),
      }),
    )
    .check(
      z.refine((prices) => new Set(prices.map((p) => `${p.warehouse}/${p.line}`)).size === prices.length, {
        error: v.shippingRouteDuplicate,
      }),
    ),
  storage: z.object({ freeDays: z.int().check(z.minimum(0)), perKgPerDayVnd: vndSchema }),
  pobFeeBps: bpsSchema,
});
export type FeePolicy = z.infer<typeof feePolicySchema>;

export const walletLimitsSchema = z.object({
  rechargeMinVnd: positiveInt,
  rechargeMaxVnd: positiveInt,
  /** A recharge request's QR and memo are offered this long. */
  rechargeExpiryMinutes: positiveInt,
  withdrawMinVnd: positiveInt,
  withdrawMaxVnd: positiveInt,
  /** The largest single staff adjustment, either way. */
  adjustMaxVnd: positiveInt,
});
export type WalletLimits = z.infer<typeof walletLimitsSchema>;

/** How orders run once they are out for delivery. */
const orderRulesSchema = z.object({
  /**
   * An order out for delivery that the customer has not confirmed counts as received this many
   * days after it went out, so an order never waits forever on a customer who forgot to confirm.
   */
  autoReceiveDays: z.int().check(z.minimum(1), z.maximum(60)),
});
export type OrderRules = z.infer<typeof orderRulesSchema>;

export const defaultOrderRules: OrderRules = { autoReceiveDays: 7 };

/**
 * Where sellers send consigned goods: printed on the label the customer gives the seller, with the
 * customer's code (contract/consignment.ts `consignmentLabel`). Text as the seller must write it.
 */
export const chinaWarehouseSchema = z.object({
  receiver: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  phone: z.string().check(z.trim(), z.minLength(5), z.maxLength(20)),
  address: z.string().check(z.trim(), z.minLength(5), z.maxLength(200)),
});
export type ChinaWarehouse = z.infer<typeof chinaWarehouseSchema>;

export const defaultChinaWarehouse: ChinaWarehouse = {
  receiver: 'MUAHO 集运仓',
  phone: '13800138000',
  address: '广东省广州市白云区石井街道唐阁上村工业区 8 号',
};

/** What delivering from a Vietnam warehouse costs, and whether the carrier may collect (COD). */
export const deliveryRulesSchema = z.object({
  /** Per request, whatever it carries. */
  baseFeeVnd: vndSchema,
  /** Per started kg of the packages' summed chargeable weight. */
  perKgVnd: vndSchema,
  /** Cash on delivery: the carrier collects what is owed instead of the wallet paying it first. */
  codAllowed: z.boolean(),
});
export type DeliveryRules = z.infer<typeof deliveryRulesSchema>;

export const defaultDeliveryRules: DeliveryRules = { baseFeeVnd: 30_000, perKgVnd: 2_000, codAllowed: false };

/**
 * How much one customer may have paid on their behalf in a Vietnam day: requests made that day
 * and not cancelled or rejected, by number and by ¥ (fen).
 */
export const pobRulesSchema = z.object({
  dailyMaxCount: z.int().check(z.minimum(1), z.maximum(1_000)),
  dailyMaxFen: z.int().check(z.minimum(1), z.maximum(10_000_000_000)),
});
export type PobRules = z.infer<typeof pobRulesSchema>;

export const defaultPobRules: PobRules = { dailyMaxCount: 20, dailyMaxFen: 5_000_000 };

/** Rules of orders placed through Taobao Global (docs/domain.md, "Taobao Global"). */
export const taobaoGlobalRulesSchema = z.object({
  /** After a seller ships, a return-and-refund may be asked for this many days; before shipment a refund is always possible. */
  refundWindowDays: z.int().check(z.minimum(0), z.maximum(90)),
});
export type TaobaoGlobalRules = z.infer<typeof taobaoGlobalRulesSchema>;

export const defaultTaobaoGlobalRules: TaobaoGlobalRules = { refundWindowDays: 7 };

/** Rules of complaints (docs/domain.md, "Complaints"). */
export const complaintRulesSchema = z.object({
  /** A complaint may be filed this many days after receipt (a pay-on-behalf request: after payment). */
  windowDays: z.int().check(z.minimum(1), z.maximum(365)),
});
export type ComplaintRules = z.infer<typeof complaintRulesSchema>;

export const defaultComplaintRules: ComplaintRules = { windowDays: 7 };

/**
 * Each area's rules, the default where a field is missing: versions saved before it existed
 * (settings.store.ts parses them), and an older server's public settings, for which the app
 * assumes the default.
 */
export const areaRulesShape = {
  orders: z._default(orderRulesSchema, defaultOrderRules),
  chinaWarehouse: z._default(chinaWarehouseSchema, defaultChinaWarehouse),
  delivery: z._default(deliveryRulesSchema, defaultDeliveryRules),
  pob: z._default(pobRulesSchema, defaultPobRules),
  taobaoGlobal: z._default(taobaoGlobalRulesSchema, defaultTaobaoGlobalRules),
  complaints: z._default(complaintRulesSchema, defaultComplaintRules),
};

/** VND per ¥: for buy-for-me orders, and for paying Chinese sellers on a customer's behalf. */
export const ratesSchema = z.object({ orderRateVndPerCny: positiveInt, pobRateVndPerCny: positiveInt });

/** GET /Settings/Public: what the app shows and estimates with; no bank account details. */
export const publicSettingsSchema = z.object({
  version: z.int(),
  rates: ratesSchema,
  fees: feePolicySchema,
  limits: walletLimitsSchema,
  ...areaRulesShape,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
