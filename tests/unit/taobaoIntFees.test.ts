import { describe, expect, it } from 'vitest';
import { taobaoIntOrderFigures, taobaoIntRefundVnd } from '../../contract/fees';

describe('Taobao Global order figures', () => {
  it('convert goods and domestic shipping once each at the order rate, with no purchase fee, and total the lines', () => {
    // ¥123.45 of goods and ¥8.01 of shipping at 3,650: 450,592.5 → 450,593 and 29,236.5 → 29,237.
    const figures = taobaoIntOrderFigures({ goodsFen: 12_345, domesticShippingFen: 801, rateVndPerCny: 3_650 });
    expect(figures.lines).toEqual([
      { kind: 'goods', amountVnd: 450_593 },
      { kind: 'domesticShipping', amountVnd: 29_237 },
    ]);
    expect(figures.totalVnd).toBe(479_830);
  });

  it('give a refund back at the locked rate, never more than the order still has unrefunded', () => {
    expect(taobaoIntRefundVnd(12_345, 3_650, 1_000_000)).toBe(450_593);
    expect(taobaoIntRefundVnd(12_345, 3_650, 450_000)).toBe(450_000);
    expect(() => taobaoIntRefundVnd(-1, 3_650, 1_000)).toThrow(RangeError);
  });
});
