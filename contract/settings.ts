import { z } from 'zod/mini';
import { bankBins } from './banks';
import {
  areaRulesShape,
  defaultChinaWarehouse,
  defaultComplaintRules,
  defaultDeliveryRules,
  defaultOrderRules,
  defaultPobRules,
  defaultTaobaoGlobalRules,
  feePolicySchema,
  ratesSchema,
  walletLimitsSchema,
  type FeePolicy,
  type PublicSettings,
  type ShippingLine,
  type Warehouse,
} from './publicSettings';
import { v } from './validation';

/**
 * Everything that prices the service, edited by an admin and versioned (every change kept with
 * author and time; an order keeps the version it used). Integers only: rates in VND per ¥,
 * percentages in basis points, CNY in fen. What everyone may read of them is
 * contract/publicSettings.ts; this adds the company's bank accounts that recharges are paid to.
 */

const bankAccountSchema = z.object({
  bankBin: z.enum(bankBins),
  accountNumber: z.string().check(z.regex(/^[0-9A-Za-z]{1,19}$/)),
  /** As the bank holds it: upper case, no accents (banks show it that way on transfer). */
  accountName: z.string().check(z.regex(/^[A-Z0-9 .,&-]{2,70}$/)),
  /** Only active accounts are offered for new recharges. */
  active: z.boolean(),
});

export const settingsSchema = z
  .object({
    rates: ratesSchema,
    fees: feePolicySchema,
    bankAccounts: z.array(bankAccountSchema).check(z.maxLength(10)),
    limits: walletLimitsSchema,
    ...areaRulesShape,
  })
  .check(
    z.refine((s) => s.limits.rechargeMinVnd <= s.limits.rechargeMaxVnd && s.limits.withdrawMinVnd <= s.limits.withdrawMaxVnd, {
      error: v.limitsInverted,
      path: ['limits'],
    }),
  );
export type Settings = z.infer<typeof settingsSchema>;

/** One saved version: the settings, who saved them and when. */
export const settingsVersionSchema = z.object({
  version: z.int(),
  settings: settingsSchema,
  createdAt: z.string(),
  /** The admin's user name, or null for the defaults written at first start. */
  createdBy: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;

/** PUT /Admin/Settings: the whole new version, based on the version the admin was editing. */
export const updateSettingsRequestSchema = z.object({
  settings: settingsSchema,
  /** Refused with 409 when another admin saved meanwhile. */
  baseVersion: z.int(),
  note: z.optional(z.string().check(z.maxLength(500))),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

/** What of a settings version the app may see: everything but the bank accounts. */
export function publicSettingsOf(
  version: number,
  { rates, fees, limits, orders, chinaWarehouse, delivery, pob, taobaoGlobal, complaints }: Settings,
): PublicSettings {
  return { version, rates, fees, limits, orders, chinaWarehouse, delivery, pob, taobaoGlobal, complaints };
}

/** A default price list of one warehouse and line: per kg up to 30 kg, then per kg from 30 kg on. */
const shippingPrice = (
  warehouse: Warehouse,
  line: ShippingLine,
  perKgVnd: number,
  perKgFrom30KgVnd: number,
): FeePolicy['shippingPrices'][number] => ({
  warehouse,
  line,
  tiers: [
    { fromKg: 0, perKgVnd },
    { fromKg: 30, perKgVnd: perKgFrom30KgVnd },
  ],
});

/** The first version, written at first start: example figures (docs/domain.md), all editable. */
export const defaultSettings: Settings = {
  rates: { orderRateVndPerCny: 3_650, pobRateVndPerCny: 3_700 },
  fees: {
    depositBps: 7_000,
    purchaseFeeTiers: [
      { fromVnd: 0, bps: 300 },
      { fromVnd: 5_000_000, bps: 200 },
      { fromVnd: 50_000_000, bps: 100 },
    ],
    purchaseFeeMinVnd: 10_000,
    countingTiers: [
      { fromItems: 1, perItemVnd: 5_000 },
      { fromItems: 3, perItemVnd: 3_500 },
      { fromItems: 11, perItemVnd: 2_000 },
    ],
    crate: { firstKgFen: 2_000, nextKgFen: 100 },
    insuranceBps: 300,
    volumetricDivisor: 6_000,
    shippingPrices: [
      shippingPrice('hn', 'normal', 26_000, 24_000),
      shippingPrice('hcm', 'normal', 32_000, 30_000),
      shippingPrice('hn', 'fast', 36_000, 34_000),
      shippingPrice('hcm', 'fast', 42_000, 40_000),
    ],
    storage: { freeDays: 7, perKgPerDayVnd: 1_000 },
    pobFeeBps: 100,
  },
  bankAccounts: [{ bankBin: '970436', accountNumber: '1023456789', accountName: 'CONG TY TNHH MUAHO VIET NAM', active: true }],
  limits: {
    rechargeMinVnd: 10_000,
    rechargeMaxVnd: 500_000_000,
    rechargeExpiryMinutes: 24 * 60,
    withdrawMinVnd: 50_000,
    withdrawMaxVnd: 100_000_000,
    adjustMaxVnd: 1_000_000_000,
  },
  orders: defaultOrderRules,
  chinaWarehouse: defaultChinaWarehouse,
  delivery: defaultDeliveryRules,
  pob: defaultPobRules,
  taobaoGlobal: defaultTaobaoGlobalRules,
  complaints: defaultComplaintRules,
};
