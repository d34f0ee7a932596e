import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FeePolicyError,
  chargeableWeight,
  countingFeeVnd,
  crateFeeVnd,
  crateFen,
  DAY_MS,
  deliveryFeeVnd,
  depositVnd,
  domesticShippingVnd,
  feeLineKinds,
  fenToVnd,
  goodsFen,
  goodsVnd,
  insuranceFeeVnd,
  itemCount,
  orderEstimate,
  pobTotal,
  purchaseFeeVnd,
  shippingFeeVnd,
  shippingPriceFor,
  shipmentEstimate,
  storageFee,
  type GoodsItem,
  type PackageMeasure,
} from '../../contract/fees';
import { applyBps } from '../../contract/money';
import { defaultSettings } from '../../contract/settings';
import { shippingLines, warehouses, type FeePolicy } from '../../contract/publicSettings';

const policy = defaultSettings.fees;
const rate = defaultSettings.rates.orderRateVndPerCny; // 3,650
const noServices = { counting: false, crate: false, insurance: false };
const allServices = { counting: true, crate: true, insurance: true };
const carton: PackageMeasure = { actualGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 };

/** The exact half-up rounding of n × rate ÷ 100, in bigint: the reference the fee module must match. */
const fenToVndReference = (fen: number, r: number) => Number((BigInt(fen) * BigInt(r) + 50n) / 100n);

function expectPolicyError(run: () => unknown, code: FeePolicyError['code']) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FeePolicyError);
    expect((error as FeePolicyError).code).toBe(code);
    return;
  }
  throw new Error(`expected FeePolicyError ${code}`);
}

describe('the worked example of docs/domain.md', () => {
  // 10 pieces at 50 ¥: 500 ¥ of goods, and 10 items to count.
  const items: GoodsItem[] = [{ unitPriceFen: 5_000, quantity: 10 }];

  it('prices goods at 500 ¥ × 3,650 = 1,825,000 and the purchase fee at 3 % = 54,750', () => {
    expect(goodsVnd(items, rate)).toBe(1_825_000);
    expect(purchaseFeeVnd(1_825_000, policy)).toBe(54_750);
  });

  it('counts 10 items at 3,500 = 35,000', () => {
    expect(itemCount(items)).toBe(10);
    expect(countingFeeVnd(10, policy)).toBe(35_000);
  });

  it('charges a 50×40×30 cm, 6 kg carton as 10 kg × 26,000 = 260,000 to Hà Nội', () => {
    expect(chargeableWeight(carton, policy.volumetricDivisor)).toEqual({
      actualGrams: 6_000,
      volumetricGrams: 10_000,
      chargeableGrams: 10_000,
    });
    expect(shippingFeeVnd(10_000, 'hn', 'normal', policy)).toBe(260_000);
  });

  it('gives the whole order as lines whose sum is the total, with a 70 % deposit on goods + purchase fee', () => {
    const estimate = orderEstimate({
      items,
      rateVndPerCny: rate,
      policy,
      services: allServices,
      domesticShippingFen: 1_000,
      shipping: { warehouse: 'hn', line: 'normal', packages: [carton] },
    });
    expect(estimate.lines).toEqual([
      { kind: 'goods', amountVnd: 1_825_000 },
      { kind: 'domesticShipping', amountVnd: 36_500 },
      { kind: 'purchaseFee', amountVnd: 54_750 },
      { kind: 'counting', amountVnd: 35_000 },
      { kind: 'insurance', amountVnd: 54_750 },
      // 20 ¥ first kg + 9 further kg = 29 ¥ × 3,650
      { kind: 'crate', amountVnd: 105_850 },
      { kind: 'internationalShipping', amountVnd: 260_000 },
    ]);
    expect(estimate.totalVnd).toBe(2_371_850);
    expect(estimate.depositVnd).toBe(1_315_825);
    expect(estimate.pending).toEqual([]);
  });
});

describe('purchase fee', () => {
  it('takes the tier at or below the goods: 3 % below 5 M, 2 % from 5 M, 1 % from 50 M', () => {
    expect(purchaseFeeVnd(4_999_999, policy)).toBe(150_000); // 149,999.97
    expect(purchaseFeeVnd(5_000_000, policy)).toBe(100_000);
    expect(purchaseFeeVnd(49_999_999, policy)).toBe(1_000_000); // 999,999.98
    expect(purchaseFeeVnd(50_000_000, policy)).toBe(500_000);
  });

  it('applies the tier to the whole amount, so the fee drops where a cheaper tier starts', () => {
    // The rule as settings.ts writes it (not graduated like tax brackets): see the module's note.
    expect(purchaseFeeVnd(5_000_000, policy)).toBeLessThan(purchaseFeeVnd(4_999_999, policy));
  });

  it('charges at least the minimum, but nothing on no goods', () => {
    expect(purchaseFeeVnd(0, policy)).toBe(0);
    expect(purchaseFeeVnd(1, policy)).toBe(10_000);
    expect(purchaseFeeVnd(300_000, policy)).toBe(10_000); // 9,000
    expect(purchaseFeeVnd(333_350, policy)).toBe(10_001); // 10,000.5
    expect(purchaseFeeVnd(400_000, policy)).toBe(12_000);
  });

  it('refuses goods below every tier instead of charging nothing', () => {
    const from1M = { ...policy, purchaseFeeTiers: [{ fromVnd: 1_000_000, bps: 300 }] };
    expectPolicyError(() => purchaseFeeVnd(999_999, from1M), 'no-tier');
    expect(purchaseFeeVnd(1_000_000, from1M)).toBe(30_000);
  });
});

describe('counting', () => {
  it('prices every piece at the tier of the piece count', () => {
    expect(countingFeeVnd(0, policy)).toBe(0);
    expect(countingFeeVnd(1, policy)).toBe(5_000);
    expect(countingFeeVnd(2, policy)).toBe(10_000);
    expect(countingFeeVnd(3, policy)).toBe(10_500);
    expect(countingFeeVnd(10, policy)).toBe(35_000);
    expect(countingFeeVnd(11, policy)).toBe(22_000);
    expect(countingFeeVnd(100, policy)).toBe(200_000);
    expect(countingFeeVnd(101, policy)).toBe(202_000); // the last tier has no end
  });

  it('counts pieces, not cart lines', () => {
    expect(
      itemCount([
        { unitPriceFen: 100, quantity: 4 },
        { unitPriceFen: 900, quantity: 7 },
      ]),
    ).toBe(11);
    expect(itemCount([])).toBe(0);
  });

  it('refuses a count below every tier', () => {
    expectPolicyError(() => countingFeeVnd(2, { ...policy, countingTiers: [{ fromItems: 3, perItemVnd: 3_500 }] }), 'no-tier');
  });
});

describe('weight', () => {
  const box = (actualGrams: number, lengthCm = 0, widthCm = 0, heightCm = 0) =>
    chargeableWeight({ actualGrams, lengthCm, widthCm, heightCm }, 6_000);

  it('bills started steps of 100 g, from the heavier of actual and volumetric weight', () => {
    expect(box(6_000).chargeableGrams).toBe(6_000);
    expect(box(6_001).chargeableGrams).toBe(6_100);
    expect(box(1).chargeableGrams).toBe(100);
    expect(box(0)).toEqual({ actualGrams: 0, volumetricGrams: 0, chargeableGrams: 0 });
    expect(box(12_000, 50, 40, 30)).toEqual({ actualGrams: 12_000, volumetricGrams: 10_000, chargeableGrams: 12_000 });
  });

  it('rounds the volumetric weight up to the gram', () => {
    expect(box(0, 1, 1, 1)).toEqual({ actualGrams: 0, volumetricGrams: 1, chargeableGrams: 100 }); // 0.167 g
    expect(box(0, 31, 29, 20).volumetricGrams).toBe(2_997); // 2,996.67 g
  });
});

describe('international shipping', () => {
  it('uses the cheaper tier from exactly 30 kg', () => {
    expect(shippingFeeVnd(29_900, 'hn', 'normal', policy)).toBe(777_400);
    expect(shippingFeeVnd(30_000, 'hn', 'normal', policy)).toBe(720_000);
    // 29.901 kg is billed as 30.0 kg, so it is already in the cheaper tier.
    const justUnder = chargeableWeight({ actualGrams: 29_901, lengthCm: 10, widthCm: 10, heightCm: 10 }, 6_000);
    expect(shippingFeeVnd(justUnder.chargeableGrams, 'hn', 'normal', policy)).toBe(720_000);
  });

  it('prices by destination warehouse and line', () => {
    expect(shippingFeeVnd(10_000, 'hcm', 'normal', policy)).toBe(320_000);
    expect(shippingFeeVnd(10_000, 'hn', 'fast', policy)).toBe(360_000);
    expect(shippingFeeVnd(0, 'hn', 'normal', policy)).toBe(0);
  });

  it('refuses a route the settings do not price, and lets screens ask first', () => {
    const hnOnly = { ...policy, shippingPrices: policy.shippingPrices.filter((p) => p.warehouse === 'hn') };
    expect(shippingPriceFor(hnOnly, 'hcm', 'normal')).toBeUndefined();
    expectPolicyError(() => shippingFeeVnd(10_000, 'hcm', 'normal', hnOnly), 'no-shipping-price');
    expect(() =>
      orderEstimate({
        items: [],
        rateVndPerCny: rate,
        policy: hnOnly,
        services: noServices,
        shipping: { warehouse: 'hcm', line: 'fast', packages: [carton] },
      }),
    ).toThrow(FeePolicyError);
  });
});

describe('wooden crate', () => {
  it('costs 20 ¥ for the first kg and 1 ¥ for each further kg, a started kg counting whole', () => {
    expect(crateFen(0, policy)).toBe(0);
    expect(crateFen(1, policy)).toBe(2_000);
    expect(crateFen(1_000, policy)).toBe(2_000);
    expect(crateFen(1_001, policy)).toBe(2_100);
    expect(crateFen(10_000, policy)).toBe(2_900);
    expect(crateFen(10_100, policy)).toBe(3_000);
    expect(crateFeeVnd(10_000, rate, policy)).toBe(105_850);
  });

  it('sums crates of several packages in fen and converts once', () => {
    const small: PackageMeasure = { actualGrams: 500, lengthCm: 0, widthCm: 0, heightCm: 0 };
    const estimate = orderEstimate({
      items: [],
      rateVndPerCny: 3_651,
      policy: { ...policy, crate: { firstKgFen: 1, nextKgFen: 0 } },
      services: allServices,
      shipping: { warehouse: 'hn', line: 'normal', packages: [small, small, small] },
    });
    // 3 fen × 3,651 ÷ 100 = 109.53 → 110; per package it would be 3 × 37 = 111.
    expect(estimate.lines.find((l) => l.kind === 'crate')?.amountVnd).toBe(110);
  });
});

describe('pay on behalf', () => {
  it('adds the POB fee to the amount at the POB rate', () => {
    expect(pobTotal(10_000, defaultSettings.rates.pobRateVndPerCny, policy.pobFeeBps)).toEqual({
      amountVnd: 370_000,
      feeVnd: 3_700,
      totalVnd: 373_700,
    });
    expect(pobTotal(0, 3_700, 100)).toEqual({ amountVnd: 0, feeVnd: 0, totalVnd: 0 });
  });
});

describe('a consignment shipment', () => {
  const carton = { actualGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 };
  const base = { warehouse: 'hn', line: 'normal', rateVndPerCny: rate, policy, declaredValueVnd: 1_000_000 } as const;

  it('prices the worked example carton at 10 kg chargeable, with the weights side by side', () => {
    const estimate = shipmentEstimate({ ...base, packages: [carton], services: { crate: false, insurance: false } });
    expect(estimate.weights).toEqual([{ actualGrams: 6_000, volumetricGrams: 10_000, chargeableGrams: 10_000 }]);
    expect(estimate.lines).toEqual([{ kind: 'internationalShipping', amountVnd: 260_000 }]);
    expect(estimate.totalVnd).toBe(260_000);
  });

  it('adds a crate per package in ¥ at the order rate and insurance on the declared value', () => {
    const estimate = shipmentEstimate({ ...base, packages: [carton], services: { crate: true, insurance: true } });
    // Crate: 20 ¥ first kg + 9 × 1 ¥ = 29 ¥ × 3,650; insurance 3 % of 1,000,000.
    expect(estimate.lines).toEqual([
      { kind: 'internationalShipping', amountVnd: 260_000 },
      { kind: 'crate', amountVnd: 105_850 },
      { kind: 'insurance', amountVnd: 30_000 },
    ]);
    expect(estimate.totalVnd).toBe(395_850);
  });

  it('prices the shipment’s total weight, so two 16 kg cartons reach the 30 kg tier together', () => {
    const box = { actualGrams: 16_000, lengthCm: 10, widthCm: 10, heightCm: 10 };
    const estimate = shipmentEstimate({ ...base, packages: [box, box], services: { crate: false, insurance: false } });
    expect(estimate.chargeableGrams).toBe(32_000);
    expect(estimate.lines[0]).toEqual({ kind: 'internationalShipping', amountVnd: 32 * 24_000 });
  });

  it('bills each package at the heavier of its actual and volumetric weight', () => {
    const dense = { actualGrams: 12_000, lengthCm: 20, widthCm: 20, heightCm: 20 }; // 1,334 g by volume
    const estimate = shipmentEstimate({ ...base, packages: [dense, carton], services: { crate: false, insurance: false } });
    expect(estimate.weights).toEqual([
      { actualGrams: 12_000, volumetricGrams: 1_334, chargeableGrams: 12_000 },
      { actualGrams: 6_000, volumetricGrams: 10_000, chargeableGrams: 10_000 },
    ]);
    expect(estimate.chargeableGrams).toBe(22_000);
    expect(estimate.totalVnd).toBe(22 * 26_000);
  });

  it('stays in the first tier at 29.9 kg and takes the cheaper one from exactly 30 kg', () => {
    const of = (actualGrams: number) =>
      shipmentEstimate({
        ...base,
        packages: [{ actualGrams, lengthCm: 10, widthCm: 10, heightCm: 10 }],
        services: { crate: false, insurance: false },
      });
    expect(of(29_900).totalVnd).toBe(777_400); // 29.9 × 26,000
    expect(of(30_000).totalVnd).toBe(720_000); // 30 × 24,000
  });

  // The default rates: Hà Nội 26,000, TP.HCM 32,000 per kg, cheaper above 30 kg; fast costs more.
  const defaultPrices = [
    { warehouse: 'hn', line: 'normal', perKg: 26_000, from30Kg: 24_000 },
    { warehouse: 'hcm', line: 'normal', perKg: 32_000, from30Kg: 30_000 },
    { warehouse: 'hn', line: 'fast', perKg: 36_000, from30Kg: 34_000 },
    { warehouse: 'hcm', line: 'fast', perKg: 42_000, from30Kg: 40_000 },
  ] as const;

  it('prices every destination and line of the default settings, and no other', () => {
    const routes = warehouses.flatMap((warehouse) => shippingLines.map((line) => `${warehouse}/${line}`));
    expect(defaultPrices.map((p) => `${p.warehouse}/${p.line}`).sort()).toEqual(routes.sort());
    expect(policy.shippingPrices).toHaveLength(routes.length);
  });

  it.each(defaultPrices)('prices $warehouse/$line at $perKg per kg, $from30Kg from 30 kg', ({ warehouse, line, perKg, from30Kg }) => {
    const of = (packages: PackageMeasure[]) =>
      shipmentEstimate({ ...base, warehouse, line, packages, services: { crate: false, insurance: false } }).totalVnd;
    expect(of([carton])).toBe(10 * perKg);
    expect(of([{ actualGrams: 29_900, lengthCm: 1, widthCm: 1, heightCm: 1 }])).toBe((299 * perKg) / 10);
    expect(of([carton, carton, carton])).toBe(30 * from30Kg);
  });

  it('refuses a route the settings do not price instead of pricing it at 0', () => {
    const only = { ...policy, shippingPrices: policy.shippingPrices.filter((p) => p.warehouse === 'hn') };
    expect(() =>
      shipmentEstimate({ ...base, warehouse: 'hcm', policy: only, packages: [carton], services: { crate: false, insurance: false } }),
    ).toThrow(FeePolicyError);
  });
});

describe('deliveryFeeVnd', () => {
  const rules = defaultSettings.delivery; // 30,000 per request + 2,000 per started kg

  it('charges the base fee plus each started kg of the summed chargeable weight', () => {
    expect(deliveryFeeVnd(0, rules)).toBe(30_000);
    expect(deliveryFeeVnd(1, rules)).toBe(32_000);
    expect(deliveryFeeVnd(1_000, rules)).toBe(32_000);
    expect(deliveryFeeVnd(1_001, rules)).toBe(34_000);
    // The API test's two parcels: 10 kg by volume + 1.3 kg = 11.3 kg → 12 started kg.
    expect(deliveryFeeVnd(11_300, rules)).toBe(54_000);
  });

  it('prices with the rules it is given, COD or not', () => {
    expect(deliveryFeeVnd(2_500, { baseFeeVnd: 0, perKgVnd: 5_000, codAllowed: true })).toBe(15_000);
    expect(deliveryFeeVnd(2_500, { baseFeeVnd: 20_000, perKgVnd: 0, codAllowed: false })).toBe(20_000);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('refuses %s grams with a RangeError', (grams) => {
    expect(() => deliveryFeeVnd(grams, rules)).toThrow(RangeError);
  });

  it('is base + ⌈kg⌉ × per kg, a safe integer that never decreases with weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, b, baseFeeVnd, perKgVnd) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const custom = { baseFeeVnd, perKgVnd, codAllowed: false };
          expect(deliveryFeeVnd(low, custom)).toBe(baseFeeVnd + Math.ceil(low / 1000) * perKgVnd);
          expect(Number.isSafeInteger(deliveryFeeVnd(high, custom))).toBe(true);
          expect(deliveryFeeVnd(high, custom)).toBeGreaterThanOrEqual(deliveryFeeVnd(low, custom));
        },
      ),
    );
  });
});

describe('storageFee', () => {
  const storage = defaultSettings.fees.storage; // 7 free days, then 1,000 per started kg per started day

  it('is free for a parcel that has not waited, and through the whole last free day', () => {
    expect(storageFee(0, 2_100, storage)).toEqual({ days: 0, amountVnd: 0 });
    expect(storageFee(1, 2_100, storage)).toEqual({ days: 0, amountVnd: 0 });
    expect(storageFee(7 * DAY_MS, 2_100, storage)).toEqual({ days: 0, amountVnd: 0 });
  });

  it('charges a whole day from the first millisecond past the free days', () => {
    expect(storageFee(7 * DAY_MS + 1, 2_100, storage)).toEqual({ days: 1, amountVnd: 3_000 });
    expect(storageFee(8 * DAY_MS, 2_100, storage)).toEqual({ days: 1, amountVnd: 3_000 });
    expect(storageFee(8 * DAY_MS + 1, 2_100, storage)).toEqual({ days: 2, amountVnd: 6_000 });
    // The API test's parcel: 2.1 kg waiting ten days → 3 days × 3 started kg × 1,000.
    expect(storageFee(10 * DAY_MS, 2_100, storage)).toEqual({ days: 3, amountVnd: 9_000 });
  });

  it('counts each started kg: 1 g and 1,000 g are one kg, 1,001 g are two, 0 g owe nothing', () => {
    const wait = 9 * DAY_MS; // 2 days past the free ones
    expect(storageFee(wait, 1, storage).amountVnd).toBe(2_000);
    expect(storageFee(wait, 1_000, storage).amountVnd).toBe(2_000);
    expect(storageFee(wait, 1_001, storage).amountVnd).toBe(4_000);
    expect(storageFee(wait, 0, storage)).toEqual({ days: 2, amountVnd: 0 });
  });

  it('prices with the policy it is given: no free days, or free storage', () => {
    expect(storageFee(1, 500, { freeDays: 0, perKgPerDayVnd: 1_500 })).toEqual({ days: 1, amountVnd: 1_500 });
    expect(storageFee(30 * DAY_MS, 5_000, { freeDays: 7, perKgPerDayVnd: 0 })).toEqual({ days: 23, amountVnd: 0 });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s as a wait or as grams with a RangeError',
    (x) => {
      expect(() => storageFee(x, 1_000, storage)).toThrow(RangeError);
      expect(() => storageFee(DAY_MS, x, storage)).toThrow(RangeError);
    },
  );

  it('is ⌈days⌉ past the free ones × ⌈kg⌉ × price, never decreasing with the wait', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * DAY_MS }),
        fc.integer({ min: 0, max: 365 * DAY_MS }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, b, grams, freeDays, perKgPerDayVnd) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const custom = { freeDays, perKgPerDayVnd };
          const days = Math.max(0, Math.ceil(low / DAY_MS) - freeDays);
          expect(storageFee(low, grams, custom)).toEqual({ days, amountVnd: days * Math.ceil(grams / 1000) * perKgPerDayVnd });
          expect(storageFee(high, grams, custom).amountVnd).toBeGreaterThanOrEqual(storageFee(low, grams, custom).amountVnd);
        },
      ),
    );
  });
});

describe('rounding: whole VND, half up, once per line', () => {
  it('rounds x.5 up and anything less down when ¥ become VND', () => {
    expect(fenToVnd(1, 3_650)).toBe(37); // 36.5
    expect(fenToVnd(1, 3_649)).toBe(36); // 36.49
    expect(fenToVnd(1, 3_651)).toBe(37); // 36.51
    expect(domesticShippingVnd(3, 3_650)).toBe(110); // 109.5
  });

  it('rounds the goods line once, not item by item', () => {
    const cheap = { unitPriceFen: 1, quantity: 1 };
    expect(goodsVnd([cheap, cheap, cheap], 3_650)).toBe(110); // 109.5, where 3 × 37 = 111
    expect(goodsFen([cheap, cheap, cheap])).toBe(3);
  });

  it('rounds percentages half up', () => {
    expect(purchaseFeeVnd(1_000_050, policy)).toBe(30_002); // 30,001.5
    expect(purchaseFeeVnd(1_000_049, policy)).toBe(30_001); // 30,001.47
    expect(insuranceFeeVnd(1_000_050, policy)).toBe(30_002);
    expect(depositVnd(10, 5, policy)).toBe(11); // 10.5
    expect(depositVnd(10, 4, policy)).toBe(10); // 9.8
    expect(pobTotal(1, 5_000, 100)).toEqual({ amountVnd: 50, feeVnd: 1, totalVnd: 51 }); // fee 0.5
  });

  it('rounds shipping and crate lines half up', () => {
    const odd: FeePolicy = {
      ...policy,
      shippingPrices: [{ warehouse: 'hn', line: 'normal', tiers: [{ fromKg: 0, perKgVnd: 26_005 }] }],
      crate: { firstKgFen: 1, nextKgFen: 1 },
    };
    expect(shippingFeeVnd(100, 'hn', 'normal', odd)).toBe(2_601); // 2,600.5
    expect(crateFeeVnd(1, 3_650, odd)).toBe(37); // 36.5
  });
});

describe('tiers in settings need not be sorted', () => {
  const reversed: FeePolicy = {
    ...policy,
    purchaseFeeTiers: [...policy.purchaseFeeTiers].reverse(),
    countingTiers: [...policy.countingTiers].reverse(),
    shippingPrices: policy.shippingPrices.map((p) => ({ ...p, tiers: [...p.tiers].reverse() })),
  };

  it('gives the same fees with the tiers in any order', () => {
    for (const goods of [1, 4_999_999, 5_000_000, 49_999_999, 50_000_000, 80_000_000])
      expect(purchaseFeeVnd(goods, reversed)).toBe(purchaseFeeVnd(goods, policy));
    for (const count of [1, 2, 3, 10, 11, 250]) expect(countingFeeVnd(count, reversed)).toBe(countingFeeVnd(count, policy));
    for (const grams of [0, 29_900, 30_000, 80_000])
      expect(shippingFeeVnd(grams, 'hcm', 'fast', reversed)).toBe(shippingFeeVnd(grams, 'hcm', 'fast', policy));
  });

  it('takes the first listed of two tiers with the same start', () => {
    const twice = {
      ...policy,
      countingTiers: [
        { fromItems: 1, perItemVnd: 4_000 },
        { fromItems: 1, perItemVnd: 9_000 },
      ],
    };
    expect(countingFeeVnd(2, twice)).toBe(8_000);
  });
});

describe('zero and empty inputs', () => {
  it('prices an empty order at zero, listing what cannot be priced yet', () => {
    expect(goodsVnd([], rate)).toBe(0);
    expect(orderEstimate({ items: [], rateVndPerCny: rate, policy, services: allServices })).toEqual({
      lines: [
        { kind: 'goods', amountVnd: 0 },
        { kind: 'purchaseFee', amountVnd: 0 },
        { kind: 'counting', amountVnd: 0 },
        { kind: 'insurance', amountVnd: 0 },
      ],
      totalVnd: 0,
      depositVnd: 0,
      pending: ['domesticShipping', 'crate', 'internationalShipping'],
    });
  });

  it('leaves out services not chosen, and waits for packages before pricing shipping', () => {
    const estimate = orderEstimate({
      items: [{ unitPriceFen: 5_000, quantity: 10 }],
      rateVndPerCny: rate,
      policy,
      services: noServices,
      domesticShippingFen: 0,
      shipping: { warehouse: 'hn', line: 'normal', packages: [] },
    });
    expect(estimate.lines.map((l) => l.kind)).toEqual(['goods', 'domesticShipping', 'purchaseFee']);
    expect(estimate.pending).toEqual(['internationalShipping']);
    expect(estimate.totalVnd).toBe(1_825_000 + 54_750);
  });
});

describe('bad inputs', () => {
  const bad = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1];

  it.each(bad)('refuses %s with a RangeError wherever a count or amount is taken', (x) => {
    expect(() => goodsVnd([{ unitPriceFen: x, quantity: 1 }], rate)).toThrow(RangeError);
    expect(() => goodsVnd([{ unitPriceFen: 1, quantity: x }], rate)).toThrow(RangeError);
    expect(() => goodsVnd([], x)).toThrow(RangeError);
    expect(() => fenToVnd(x, rate)).toThrow(RangeError);
    expect(() => purchaseFeeVnd(x, policy)).toThrow(RangeError);
    expect(() => depositVnd(x, 0, policy)).toThrow(RangeError);
    expect(() => depositVnd(0, x, policy)).toThrow(RangeError);
    expect(() => insuranceFeeVnd(x, policy)).toThrow(RangeError);
    expect(() => countingFeeVnd(x, policy)).toThrow(RangeError);
    expect(() => chargeableWeight({ ...carton, actualGrams: x }, 6_000)).toThrow(RangeError);
    expect(() => chargeableWeight({ ...carton, heightCm: x }, 6_000)).toThrow(RangeError);
    expect(() => chargeableWeight(carton, x)).toThrow(RangeError);
    expect(() => shippingFeeVnd(x, 'hn', 'normal', policy)).toThrow(RangeError);
    expect(() => crateFen(x, policy)).toThrow(RangeError);
    expect(() => pobTotal(x, 3_700, 100)).toThrow(RangeError);
    expect(() => pobTotal(100, 3_700, x)).toThrow(RangeError);
  });

  it('refuses a zero rate or divisor', () => {
    expect(() => fenToVnd(100, 0)).toThrow(RangeError);
    expect(() => chargeableWeight(carton, 0)).toThrow(RangeError);
  });

  it('throws instead of losing digits past Number.MAX_SAFE_INTEGER', () => {
    expect(() => goodsVnd([{ unitPriceFen: 2 ** 40, quantity: 2 ** 20 }], rate)).toThrow(RangeError);
    expect(() =>
      goodsVnd(
        [
          { unitPriceFen: 2 ** 52, quantity: 1 },
          { unitPriceFen: 2 ** 52, quantity: 1 },
        ],
        1,
      ),
    ).toThrow(RangeError);
    expect(() => insuranceFeeVnd(2 ** 50, policy)).toThrow(RangeError);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────

// Bounds keep every product in the safe range (20 × 10,000 ¥ × 100 × 10,000 VND/¥ ≈ 2·10¹¹ VND of
// goods, × 10,000 bps ≈ 2·10¹⁵): the properties are about the rules, overflow has its own test.
const itemArb = fc.record({ unitPriceFen: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 0, max: 100 }) });
const itemsArb = fc.array(itemArb, { maxLength: 20 });
const rateArb = fc.integer({ min: 1, max: 10_000 });
const bpsArb = fc.integer({ min: 0, max: 10_000 });
const measureArb = fc.record({
  actualGrams: fc.integer({ min: 0, max: 200_000 }),
  lengthCm: fc.integer({ min: 0, max: 300 }),
  widthCm: fc.integer({ min: 0, max: 300 }),
  heightCm: fc.integer({ min: 0, max: 300 }),
});
const routeArb = fc.record({ warehouse: fc.constantFrom(...warehouses), line: fc.constantFrom(...shippingLines) });

/** Tiers as an admin might enter them: the first from `first`, the rest anywhere, in any order. */
const tiersArb = <T>(first: number, maxStart: number, make: (start: number) => fc.Arbitrary<T>) =>
  fc
    .uniqueArray(fc.integer({ min: first + 1, max: maxStart }), { maxLength: 4 })
    .chain((starts) => fc.tuple(...[first, ...starts].map(make)))
    .chain((tiers) => fc.shuffledSubarray(tiers, { minLength: tiers.length }));

const policyArb: fc.Arbitrary<FeePolicy> = fc.record({
  depositBps: bpsArb,
  purchaseFeeTiers: tiersArb(0, 1_000_000_000, (fromVnd) => fc.record({ fromVnd: fc.constant(fromVnd), bps: bpsArb })),
  purchaseFeeMinVnd: fc.integer({ min: 0, max: 100_000 }),
  countingTiers: tiersArb(1, 200, (fromItems) =>
    fc.record({ fromItems: fc.constant(fromItems), perItemVnd: fc.integer({ min: 0, max: 20_000 }) }),
  ),
  crate: fc.record({ firstKgFen: fc.integer({ min: 0, max: 10_000 }), nextKgFen: fc.integer({ min: 0, max: 1_000 }) }),
  insuranceBps: bpsArb,
  volumetricDivisor: fc.integer({ min: 1_000, max: 10_000 }),
  shippingPrices: fc.tuple(
    ...warehouses.flatMap((warehouse) =>
      shippingLines.map((line) =>
        fc.record({
          warehouse: fc.constant(warehouse),
          line: fc.constant(line),
          tiers: tiersArb(0, 100, (fromKg) => fc.record({ fromKg: fc.constant(fromKg), perKgVnd: fc.integer({ min: 0, max: 100_000 }) })),
        }),
      ),
    ),
  ),
  storage: fc.constant(policy.storage),
  pobFeeBps: bpsArb,
});

const estimateInputArb = fc.record({
  items: itemsArb,
  rateVndPerCny: rateArb,
  policy: fc.oneof(fc.constant(policy), policyArb),
  services: fc.record({ counting: fc.boolean(), crate: fc.boolean(), insurance: fc.boolean() }),
  domesticShippingFen: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
  shipping: fc.option(
    fc.record({
      warehouse: fc.constantFrom(...warehouses),
      line: fc.constantFrom(...shippingLines),
      packages: fc.array(measureArb, { maxLength: 5 }),
    }),
    { nil: undefined },
  ),
});

const isMoney = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Two values a ≤ b inside [min, max]. */
const orderedPair = (min: number, max: number): fc.Arbitrary<[number, number]> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => (a <= b ? [a, b] : [b, a]));

/** A policy's tier bounds as [start, end] ranges, sorted (the test's own reading of "tier"). */
const tierRanges = (starts: number[], top: number) =>
  [...starts].sort((a, b) => a - b).map((start, i, all) => [start, (all[i + 1] ?? top + 1) - 1] as const);

describe('properties', () => {
  it('every line, total and deposit is a non-negative safe integer, and the total is the sum of the lines', () => {
    fc.assert(
      fc.property(estimateInputArb, (input) => {
        const estimate = orderEstimate(input);
        for (const line of estimate.lines) expect(isMoney(line.amountVnd)).toBe(true);
        expect(isMoney(estimate.totalVnd)).toBe(true);
        expect(isMoney(estimate.depositVnd)).toBe(true);
        expect(estimate.totalVnd).toBe(estimate.lines.reduce((s, l) => s + l.amountVnd, 0));
        // Each kind at most once, in the documented order, and never both priced and pending.
        const kinds = estimate.lines.map((l) => l.kind);
        expect(kinds).toEqual(feeLineKinds.filter((k) => kinds.includes(k)));
        expect(estimate.pending.filter((k) => kinds.includes(k))).toEqual([]);
      }),
    );
  });

  it('the deposit never exceeds goods + purchase fee', () => {
    fc.assert(
      fc.property(estimateInputArb, (input) => {
        const { lines, depositVnd: deposit } = orderEstimate(input);
        const amount = (kind: string) => lines.find((l) => l.kind === kind)?.amountVnd ?? 0;
        expect(deposit).toBeLessThanOrEqual(amount('goods') + amount('purchaseFee'));
      }),
    );
  });

  it('the goods line is the exact Σ fen × quantity × rate ÷ 100, rounded half up once', () => {
    fc.assert(
      fc.property(itemsArb, rateArb, (items, r) => {
        const fen = items.reduce((s, i) => s + i.unitPriceFen * i.quantity, 0);
        expect(goodsVnd(items, r)).toBe(fenToVndReference(fen, r));
      }),
    );
  });

  it('percentages round exactly as money.ts applyBps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), policyArb, (goods, p) => {
        expect(insuranceFeeVnd(goods, p)).toBe(applyBps(goods, p.insuranceBps));
      }),
    );
  });

  it('goods never decrease when an item is added or a quantity grows', () => {
    fc.assert(
      fc.property(itemsArb, itemArb, fc.integer({ min: 0, max: 100 }), rateArb, (items, extra, more, r) => {
        expect(goodsVnd([...items, extra], r)).toBeGreaterThanOrEqual(goodsVnd(items, r));
        const grown = items.map((item, i) => (i === 0 ? { ...item, quantity: item.quantity + more } : item));
        expect(goodsVnd(grown, r)).toBeGreaterThanOrEqual(goodsVnd(items, r));
      }),
    );
  });

  it('insurance and deposit never decrease with goods; the purchase fee never decreases inside a tier', () => {
    fc.assert(
      fc.property(
        policyArb.chain((p) => {
          const ranges = tierRanges(
            p.purchaseFeeTiers.map((t) => t.fromVnd),
            2_000_000_000,
          );
          return fc.tuple(
            fc.constant(p),
            fc.constantFrom(...ranges).chain(([lo, hi]) => orderedPair(lo, hi)),
          );
        }),
        ([p, [low, high]]) => {
          expect(purchaseFeeVnd(high, p)).toBeGreaterThanOrEqual(purchaseFeeVnd(low, p));
          expect(insuranceFeeVnd(high, p)).toBeGreaterThanOrEqual(insuranceFeeVnd(low, p));
          expect(depositVnd(high, 0, p)).toBeGreaterThanOrEqual(depositVnd(low, 0, p));
          expect(depositVnd(low, high, p)).toBeGreaterThanOrEqual(depositVnd(low, low, p));
        },
      ),
    );
  });

  it('with a single tier the purchase fee never decreases with goods', () => {
    fc.assert(
      fc.property(bpsArb, fc.integer({ min: 0, max: 100_000 }), orderedPair(0, 2_000_000_000), (bps, min, [low, high]) => {
        const flat = { ...policy, purchaseFeeTiers: [{ fromVnd: 0, bps }], purchaseFeeMinVnd: min };
        expect(purchaseFeeVnd(high, flat)).toBeGreaterThanOrEqual(purchaseFeeVnd(low, flat));
      }),
    );
  });

  it('the counting fee never decreases with the piece count inside a tier', () => {
    fc.assert(
      fc.property(
        policyArb.chain((p) =>
          fc.tuple(
            fc.constant(p),
            fc
              .constantFrom(
                ...tierRanges(
                  p.countingTiers.map((t) => t.fromItems),
                  1_000,
                ),
              )
              .chain(([lo, hi]) => orderedPair(lo, hi)),
          ),
        ),
        ([p, [low, high]]) => {
          expect(countingFeeVnd(high, p)).toBeGreaterThanOrEqual(countingFeeVnd(low, p));
        },
      ),
    );
  });

  it('the chargeable weight is a 100 g step at or above both actual and volumetric weight, and less than 100 g above the larger', () => {
    fc.assert(
      fc.property(measureArb, fc.integer({ min: 1_000, max: 10_000 }), (m, divisor) => {
        const w = chargeableWeight(m, divisor);
        expect(w.chargeableGrams).toBeGreaterThanOrEqual(w.actualGrams);
        expect(w.chargeableGrams).toBeGreaterThanOrEqual(w.volumetricGrams);
        expect(w.chargeableGrams % 100).toBe(0);
        expect(w.chargeableGrams - Math.max(w.actualGrams, w.volumetricGrams)).toBeLessThan(100);
        expect(w.volumetricGrams).toBe(Math.ceil((m.lengthCm * m.widthCm * m.heightCm * 1000) / divisor));
      }),
    );
  });

  it('the chargeable weight never decreases with actual weight or any dimension', () => {
    fc.assert(
      fc.property(
        measureArb,
        fc.constantFrom<keyof PackageMeasure>('actualGrams', 'lengthCm', 'widthCm', 'heightCm'),
        fc.integer({ min: 0, max: 5_000 }),
        (m, key, more) => {
          const bigger = { ...m, [key]: m[key] + more };
          expect(chargeableWeight(bigger, 6_000).chargeableGrams).toBeGreaterThanOrEqual(chargeableWeight(m, 6_000).chargeableGrams);
        },
      ),
    );
  });

  it('the crate fee never decreases with weight', () => {
    fc.assert(
      fc.property(policyArb, rateArb, orderedPair(0, 500_000), (p, r, [low, high]) => {
        expect(crateFeeVnd(high, r, p)).toBeGreaterThanOrEqual(crateFeeVnd(low, r, p));
      }),
    );
  });

  it('the shipping fee never decreases with weight inside a tier, nor anywhere on a single-tier price', () => {
    fc.assert(
      fc.property(
        policyArb
          .chain((p) => fc.tuple(fc.constant(p), routeArb))
          .chain(([p, route]) => {
            const tiers = shippingPriceFor(p, route.warehouse, route.line)?.tiers ?? [];
            const ranges = tierRanges(
              tiers.map((t) => t.fromKg * 1000),
              500_000,
            );
            return fc.tuple(
              fc.constant(p),
              fc.constant(route),
              fc.constantFrom(...ranges).chain(([lo, hi]) => orderedPair(lo, hi)),
            );
          }),
        ([p, route, [low, high]]) => {
          expect(shippingFeeVnd(high, route.warehouse, route.line, p)).toBeGreaterThanOrEqual(
            shippingFeeVnd(low, route.warehouse, route.line, p),
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), orderedPair(0, 500_000), (perKgVnd, [low, high]) => {
        const flat = {
          ...policy,
          shippingPrices: [{ warehouse: 'hn' as const, line: 'normal' as const, tiers: [{ fromKg: 0, perKgVnd }] }],
        };
        expect(shippingFeeVnd(high, 'hn', 'normal', flat)).toBeGreaterThanOrEqual(shippingFeeVnd(low, 'hn', 'normal', flat));
      }),
    );
  });

  it('POB: total = amount + fee, both non-negative safe integers, the amount converted exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rateArb, bpsArb, (fen, r, bps) => {
        const pob = pobTotal(fen, r, bps);
        expect(isMoney(pob.amountVnd) && isMoney(pob.feeVnd)).toBe(true);
        expect(pob.amountVnd).toBe(fenToVndReference(fen, r));
        expect(pob.totalVnd).toBe(pob.amountVnd + pob.feeVnd);
      }),
    );
  });
});
