import { z } from 'zod/mini';
import { add, assertCount, assertPositive, divCeil, divHalfUp, mul, sum } from './integers';
import { vndSchema } from './money';
import type { DeliveryRules, FeePolicy, ShippingLine, Warehouse } from './publicSettings';

/**
 * The fees of docs/domain.md, in one pure module: the app's live estimate and the server's final
 * figures both call it, so the two cannot disagree.
 *
 * Rules held by every function here:
 * - integers in, integers out: VND, fen, grams, cm, basis points, VND per ¥;
 * - a fee line is rounded once, to whole VND, half up, from its exact value: ¥ amounts are summed
 *   in fen and converted once, never item by item;
 * - a percentage applies to the VND line it is a percentage of (goods, goods + purchase fee, the
 *   POB amount), the figures the customer sees, so every line can be checked with a calculator;
 * - totals are sums of lines, never recomputed from the inputs;
 * - bad input (negative, fractional, NaN, beyond Number.MAX_SAFE_INTEGER, or an intermediate
 *   product beyond it) throws RangeError; a policy that cannot price the input throws
 *   FeePolicyError. The policy itself is trusted: parse it with `feePolicySchema` where it enters.
 * - Tiers apply to the whole amount (the tier at or below it, as settings.ts says), not
 *   graduated like tax brackets. So a fee can drop where a cheaper tier starts (4,999,999 VND of
 *   goods pays 150,000, 5,000,000 pays 100,000): that is the rule as written; fees only grow
 *   with goods or weight inside a tier.
 */

// ── Errors ───────────────────────────────────────────────────────────────────────────────────

/** `no-tier`: no tier starts at or below the amount; `no-shipping-price`: no price for the route. */
export type FeePolicyErrorCode = 'no-tier' | 'no-shipping-price';

/**
 * The settings cannot price this input. Thrown, not priced at 0: a server that stored a 0 line
 * for an unpriced service would give it away. Screens that list routes ask `shippingPriceFor` first.
 */
export class FeePolicyError extends Error {
  override readonly name = 'FeePolicyError';
  constructor(
    readonly code: FeePolicyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The tier with the highest start at or below `value`. Settings need not keep tiers sorted; on
 * equal starts the first listed wins, so the answer never depends on sort order.
 */
function tierAt<T>(tiers: readonly T[], value: number, startOf: (tier: T) => number, what: string): T {
  let best: T | undefined;
  for (const tier of tiers) {
    const start = startOf(tier);
    if (start <= value && (best === undefined || start > startOf(best))) best = tier;
  }
  if (best === undefined) throw new FeePolicyError('no-tier', `no ${what} tier starts at or below ${value}`);
  return best;
}

/** bps of a VND line, half up: money.ts `applyBps`, with the overflow check. */
function bpsOf(amountVnd: number, bps: number): number {
  return divHalfUp(mul(assertCount(amountVnd, 'amountVnd'), assertCount(bps, 'bps')), 10_000);
}

// ── Goods and ¥ amounts ──────────────────────────────────────────────────────────────────────

export type GoodsItem = { unitPriceFen: number; quantity: number };

/** fen × VND per ¥ ÷ 100, half up: the one place where a ¥ amount becomes VND, and is rounded. */
export function fenToVnd(fen: number, rateVndPerCny: number): number {
  return divHalfUp(mul(assertCount(fen, 'fen'), assertPositive(rateVndPerCny, 'rateVndPerCny')), 100);
}

/** Σ unit price × quantity, in fen: exact, before any conversion. */
export function goodsFen(items: readonly GoodsItem[]): number {
  return sum(items.map((item) => mul(assertCount(item.unitPriceFen, 'unitPriceFen'), assertCount(item.quantity, 'quantity'))));
}

/**
 * The goods line. Items are summed in fen and converted once, so the line is rounded once
 * however many items it holds; rounding per item would let n items drift n/2 VND from the figure
 * the customer checks (Σ ¥ × rate).
 */
export function goodsVnd(items: readonly GoodsItem[], rateVndPerCny: number): number {
  return fenToVnd(goodsFen(items), rateVndPerCny);
}

/** The seller's China shipping, in ¥ as bought, at the order rate. */
export function domesticShippingVnd(fen: number, rateVndPerCny: number): number {
  return fenToVnd(fen, rateVndPerCny);
}

/** How many pieces an order holds: counting is priced per piece, not per cart line. */
export function itemCount(items: readonly GoodsItem[]): number {
  return sum(items.map((item) => assertCount(item.quantity, 'quantity')));
}

// ── Fees on goods ────────────────────────────────────────────────────────────────────────────

/**
 * Purchase fee: the goods' tier rate, at least the minimum. Nothing bought costs nothing: the
 * minimum is for an order of goods, and a fully refunded order must not keep a fee.
 */
export function purchaseFeeVnd(goods: number, policy: FeePolicy): number {
  if (assertCount(goods, 'goodsVnd') === 0) return 0;
  const tier = tierAt(policy.purchaseFeeTiers, goods, (t) => t.fromVnd, 'purchase fee');
  return Math.max(bpsOf(goods, tier.bps), policy.purchaseFeeMinVnd);
}

/** Deposit: a share of goods + purchase fee (the lines known when the order is placed). */
export function depositVnd(goods: number, purchaseFee: number, policy: FeePolicy): number {
  return bpsOf(add(assertCount(goods, 'goodsVnd'), assertCount(purchaseFee, 'purchaseFeeVnd')), policy.depositBps);
}

/** Insurance: a share of the goods, which is what it pays back. */
export function insuranceFeeVnd(goods: number, policy: FeePolicy): number {
  return bpsOf(goods, policy.insuranceBps);
}

/** Counting: every piece at the rate of the tier the order's piece count falls in. */
export function countingFeeVnd(pieces: number, policy: FeePolicy): number {
  if (assertCount(pieces, 'itemCount') === 0) return 0;
  return mul(pieces, tierAt(policy.countingTiers, pieces, (t) => t.fromItems, 'counting').perItemVnd);
}

// ── Weight ───────────────────────────────────────────────────────────────────────────────────

/** A package as the China warehouse measures it (grams and cm, so every figure stays an integer). */
export type PackageMeasure = { actualGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/** All in grams, integers; `chargeableGrams` is a whole number of billing steps. */
export type ChargeableWeight = { actualGrams: number; volumetricGrams: number; chargeableGrams: number };

/**
 * Chargeable weight is billed in started steps of 100 g (0.1 kg), the way carriers bill started
 * units. Grams rather than fractional kg keep every figure an integer (no floats near money); a 0.1 kg step
 * costs the customer at most 99 g, a 0.5 kg step would cost up to 499 g on every package.
 */
const chargeableStepGrams = 100;

/**
 * max(actual, L×W×H ÷ divisor kg), rounded up to the billing step. The volumetric weight is
 * rounded up to the gram: it only feeds the max and the step, which round up anyway.
 */
export function chargeableWeight(measure: PackageMeasure, volumetricDivisor: number): ChargeableWeight {
  const actualGrams = assertCount(measure.actualGrams, 'actualGrams');
  const cm3 = mul(
    mul(assertCount(measure.lengthCm, 'lengthCm'), assertCount(measure.widthCm, 'widthCm')),
    assertCount(measure.heightCm, 'heightCm'),
  );
  const volumetricGrams = divCeil(mul(cm3, 1000), assertPositive(volumetricDivisor, 'volumetricDivisor'));
  const chargeableGrams = mul(divCeil(Math.max(actualGrams, volumetricGrams), chargeableStepGrams), chargeableStepGrams);
  return { actualGrams, volumetricGrams, chargeableGrams };
}

// ── International shipping and crate ─────────────────────────────────────────────────────────

export type ShippingPrice = FeePolicy['shippingPrices'][number];

/** The price list of a route, or undefined when settings do not offer it (screens hide it). */
export function shippingPriceFor(policy: FeePolicy, warehouse: Warehouse, line: ShippingLine): ShippingPrice | undefined {
  return policy.shippingPrices.find((p) => p.warehouse === warehouse && p.line === line);
}

/**
 * chargeable kg × price per kg of the route's tier for that weight (`fromKg` 30 means from
 * exactly 30.0 kg). Rounded once, half up, as grams × VND per kg ÷ 1000.
 * Throws FeePolicyError `no-shipping-price` for a route settings do not price.
 */
export function shippingFeeVnd(chargeableGrams: number, warehouse: Warehouse, line: ShippingLine, policy: FeePolicy): number {
  const price = shippingPriceFor(policy, warehouse, line);
  if (price === undefined) throw new FeePolicyError('no-shipping-price', `no shipping price for ${warehouse}/${line}`);
  const grams = assertCount(chargeableGrams, 'chargeableGrams');
  const tier = tierAt(price.tiers, grams, (t) => mul(t.fromKg, 1000), 'shipping');
  return divHalfUp(mul(grams, tier.perKgVnd), 1000);
}

/**
 * A wooden crate for one package, in fen: the first kg, then each further kg. A started kg counts
 * as a kg (10.1 kg = first + 10 further), as "first kg / next kg" prices are read; 0 g (nothing
 * to crate) costs nothing. Give it the chargeable weight: the crate adds bulk, and that is the
 * weight the package is billed at.
 */
export function crateFen(weightGrams: number, policy: FeePolicy): number {
  if (assertCount(weightGrams, 'weightGrams') === 0) return 0;
  const furtherKg = divCeil(weightGrams, 1000) - 1;
  return add(policy.crate.firstKgFen, mul(furtherKg, policy.crate.nextKgFen));
}

/** One package's crate at the order rate. */
export function crateFeeVnd(weightGrams: number, rateVndPerCny: number, policy: FeePolicy): number {
  return fenToVnd(crateFen(weightGrams, policy), rateVndPerCny);
}

// ── Pay on behalf ────────────────────────────────────────────────────────────────────────────

export type PobTotal = { amountVnd: number; feeVnd: number; totalVnd: number };

/**
 * POB: amount ¥ × POB rate, plus the fee on that VND amount; total = the two lines. (Named
 * `pobTotal`, not `…Vnd`: by the API convention a `…Vnd` name holds one VND integer.)
 */
export function pobTotal(amountFen: number, pobRateVndPerCny: number, pobFeeBps: number): PobTotal {
  const amountVnd = fenToVnd(amountFen, pobRateVndPerCny);
  const feeVnd = bpsOf(amountVnd, pobFeeBps);
  return { amountVnd, feeVnd, totalVnd: add(amountVnd, feeVnd) };
}

export type PobRefundInput = {
  /** The request's amount, its locked rate and the fee it paid (as stored on it). */
  amountFen: number;
  rateVndPerCny: number;
  feeVnd: number;
  /** ¥ already refunded to the wallet after payment, before this refund. */
  refundedFen: number;
  /** This refund's ¥. */
  refundFen: number;
};

/**
 * What a seller's refund of `refundFen` credits to the wallet, at the request's locked rate.
 * The refunded ¥ are converted as one running sum, rounded once: this refund credits what takes
 * the total from fenToVnd(refunded before) to fenToVnd(refunded after). So however the amount is
 * split, the credits for the ¥ add up to exactly what the same ¥ cost, never more than the amount
 * line; the refund that completes the whole amount also returns the fee, and then the credits add
 * up to the total debited. Throws RangeError for a refund of nothing or beyond the amount.
 */
export function pobRefundVnd({ amountFen, rateVndPerCny, feeVnd, refundedFen, refundFen }: PobRefundInput): number {
  assertPositive(refundFen, 'refundFen');
  const after = add(assertCount(refundedFen, 'refundedFen'), refundFen);
  if (after > assertCount(amountFen, 'amountFen')) throw new RangeError(`refunding ${after} fen of a request of ${amountFen} fen`);
  const credit = fenToVnd(after, rateVndPerCny) - fenToVnd(refundedFen, rateVndPerCny);
  return after === amountFen ? add(credit, assertCount(feeVnd, 'feeVnd')) : credit;
}

// ── A buy-for-me order ───────────────────────────────────────────────────────────────────────

/** In the order a breakdown is shown. */
export const feeLineKinds = [
  'goods',
  'domesticShipping',
  'purchaseFee',
  'counting',
  'insurance',
  'crate',
  'internationalShipping',
] as const;
export type FeeLineKind = (typeof feeLineKinds)[number];

export const feeLineSchema = z.object({ kind: z.enum(feeLineKinds), amountVnd: vndSchema });
export type FeeLine = z.infer<typeof feeLineSchema>;

export const orderServicesSchema = z.object({ counting: z.boolean(), crate: z.boolean(), insurance: z.boolean() });
export type OrderServices = z.infer<typeof orderServicesSchema>;

export const orderEstimateSchema = z.object({
  lines: z.array(feeLineSchema),
  totalVnd: vndSchema,
  depositVnd: vndSchema,
  /** Lines that apply but cannot be priced yet (no packages weighed, domestic fee not known). */
  pending: z.array(z.enum(feeLineKinds)),
});
export type OrderEstimate = z.infer<typeof orderEstimateSchema>;

export type OrderEstimateInput = {
  items: readonly GoodsItem[];
  /** The live order rate for an estimate; the rate locked with the deposit for final figures. */
  rateVndPerCny: number;
  policy: FeePolicy;
  services: OrderServices;
  /** The seller's China shipping, once bought; absent, the line is pending. */
  domesticShippingFen?: number;
  /** The route, and the packages once weighed; with none, crate and shipping are pending. */
  shipping?: { warehouse: Warehouse; line: ShippingLine; packages: readonly PackageMeasure[] };
};

/**
 * The fee lines of an order, their total and the deposit. Lines for services not chosen are left
 * out; a chosen line that cannot be priced yet is listed in `pending` instead.
 *
 * Packages: each is rounded up to the billing step on its own (each is weighed on its own), then
 * the order's chargeable grams are priced together, so the cheaper tier follows the shipment's
 * total weight; the crates are summed in fen and converted once. One rounding per line either way.
 */
export function orderEstimate(input: OrderEstimateInput): OrderEstimate {
  const { items, rateVndPerCny: rate, policy, services, domesticShippingFen, shipping } = input;
  const lines: FeeLine[] = [];
  const pending: FeeLineKind[] = [];
  const line = (kind: FeeLineKind, amountVnd: number) => lines.push({ kind, amountVnd });

  const goods = goodsVnd(items, rate);
  const purchaseFee = purchaseFeeVnd(goods, policy);
  line('goods', goods);
  if (domesticShippingFen === undefined) pending.push('domesticShipping');
  else line('domesticShipping', domesticShippingVnd(domesticShippingFen, rate));
  line('purchaseFee', purchaseFee);
  if (services.counting) line('counting', countingFeeVnd(itemCount(items), policy));
  if (services.insurance) line('insurance', insuranceFeeVnd(goods, policy));

  const weighed = shipping?.packages.map((p) => chargeableWeight(p, policy.volumetricDivisor).chargeableGrams) ?? [];
  if (services.crate) {
    if (weighed.length === 0) pending.push('crate');
    else line('crate', fenToVnd(sum(weighed.map((grams) => crateFen(grams, policy))), rate));
  }
  if (shipping === undefined || weighed.length === 0) pending.push('internationalShipping');
  else line('internationalShipping', shippingFeeVnd(sum(weighed), shipping.warehouse, shipping.line, policy));

  return {
    lines,
    totalVnd: sum(lines.map((l) => l.amountVnd)),
    depositVnd: depositVnd(goods, purchaseFee, policy),
    pending,
  };
}

// ── A consignment shipment (the shipping-fee calculator and consignment orders) ─────────────

export type ShipmentEstimateInput = {
  /** Each package as measured (or as the customer estimates it in the calculator). */
  packages: readonly PackageMeasure[];
  warehouse: Warehouse;
  line: ShippingLine;
  services: { crate: boolean; insurance: boolean };
  /** The declared value of the goods, in VND: what insurance is a percentage of. */
  declaredValueVnd: number;
  /** The order rate: the crate is priced in ¥. */
  rateVndPerCny: number;
  policy: FeePolicy;
};

export type ShipmentEstimate = {
  /** Per package: actual, volumetric and chargeable grams, so screens can show them side by side. */
  weights: ChargeableWeight[];
  chargeableGrams: number;
  lines: FeeLine[];
  totalVnd: number;
};

/**
 * The fees of goods we only carry: international shipping on the summed chargeable weight (so the
 * cheaper tier follows the shipment's total, as in `orderEstimate`), a crate per package if chosen,
 * insurance on the declared value if chosen. Same rounding rules: one rounding per line.
 */
export function shipmentEstimate(input: ShipmentEstimateInput): ShipmentEstimate {
  const { packages, warehouse, line, services, declaredValueVnd, rateVndPerCny: rate, policy } = input;
  const weights = packages.map((p) => chargeableWeight(p, policy.volumetricDivisor));
  const chargeableGrams = sum(weights.map((w) => w.chargeableGrams));
  const lines: FeeLine[] = [{ kind: 'internationalShipping', amountVnd: shippingFeeVnd(chargeableGrams, warehouse, line, policy) }];
  if (services.crate)
    lines.push({ kind: 'crate', amountVnd: fenToVnd(sum(weights.map((w) => crateFen(w.chargeableGrams, policy))), rate) });
  if (services.insurance) lines.push({ kind: 'insurance', amountVnd: insuranceFeeVnd(declaredValueVnd, policy) });
  return { weights, chargeableGrams, lines, totalVnd: sum(lines.map((l) => l.amountVnd)) };
}

// ── Delivery in Vietnam ──────────────────────────────────────────────────────────────────────

/**
 * The carrier fee of one delivery request: the base fee plus each started kg of the packages'
 * summed chargeable weight (0 g, nothing to carry, is only the base fee).
 */
export function deliveryFeeVnd(chargeableGrams: number, rules: DeliveryRules): number {
  return add(rules.baseFeeVnd, mul(divCeil(assertCount(chargeableGrams, 'chargeableGrams'), 1000), rules.perKgVnd));
}

// ── Storage in a Vietnam warehouse ───────────────────────────────────────────────────────────

export const DAY_MS = 86_400_000;

export type StorageCharge = { days: number; amountVnd: number };

/**
 * A parcel waiting in a Vietnam warehouse is kept free for the policy's `freeDays`; after that
 * each started day costs `perKgPerDayVnd` per started kg of its chargeable weight. `waitedMs` is
 * from its arrival in Vietnam to the delivery request. Use the order's locked policy, as for every
 * other line of the order.
 */
export function storageFee(waitedMs: number, chargeableGrams: number, storage: FeePolicy['storage']): StorageCharge {
  const startedDays = divCeil(assertCount(waitedMs, 'waitedMs'), DAY_MS);
  const days = Math.max(0, startedDays - storage.freeDays);
  const kg = divCeil(assertCount(chargeableGrams, 'chargeableGrams'), 1000);
  return { days, amountVnd: mul(mul(days, kg), storage.perKgPerDayVnd) };
}

// ── A Taobao Global order ────────────────────────────────────────────────────────────────────

export type TaobaoIntFigures = { lines: FeeLine[]; totalVnd: number };

/**
 * What a Taobao Global order costs the wallet: the goods and the sellers' domestic shipping as
 * the platform prices them, each summed in fen and converted once at the order rate. No purchase
 * fee, counting or insurance: the customer buys on their own linked account, the service only
 * pays the ¥ for them. International shipping is priced later, on the parcels, by the consignment
 * that carries them.
 */
export function taobaoIntOrderFigures(input: { goodsFen: number; domesticShippingFen: number; rateVndPerCny: number }): TaobaoIntFigures {
  const lines: FeeLine[] = [
    { kind: 'goods', amountVnd: fenToVnd(input.goodsFen, input.rateVndPerCny) },
    { kind: 'domesticShipping', amountVnd: domesticShippingVnd(input.domesticShippingFen, input.rateVndPerCny) },
  ];
  return { lines, totalVnd: sum(lines.map((line) => line.amountVnd)) };
}

/**
 * What a refund of `refundFen` gives back: converted once at the order's locked rate, and never
 * more than the order still has unrefunded (`refundableVnd`), so rounding several partial refunds
 * half up cannot return more than was paid.
 */
export function taobaoIntRefundVnd(refundFen: number, rateVndPerCny: number, refundableVnd: number): number {
  return Math.min(fenToVnd(refundFen, rateVndPerCny), assertCount(refundableVnd, 'refundableVnd'));
}
