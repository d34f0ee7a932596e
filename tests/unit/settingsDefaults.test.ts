import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsSchema } from '../../contract/settings';
import {
  defaultChinaWarehouse,
  defaultDeliveryRules,
  defaultPobRules,
  defaultTaobaoGlobalRules,
  publicSettingsSchema,
} from '../../contract/publicSettings';

describe('settings saved before a field existed', () => {
  it('read the China warehouse, delivery, pay-on-behalf and Taobao Global rules as their defaults, and keep what was saved', () => {
    const {
      chinaWarehouse: _warehouse,
      delivery: _delivery,
      pob: _pob,
      taobaoGlobal: _taobao,
      ...older
    } = structuredClone(defaultSettings);
    const read = settingsSchema.parse({ ...older, rates: { orderRateVndPerCny: 3_700, pobRateVndPerCny: 3_750 } });
    expect(read.chinaWarehouse).toEqual(defaultChinaWarehouse);
    expect(read.delivery).toEqual(defaultDeliveryRules);
    expect(read.pob).toEqual(defaultPobRules);
    expect(read.taobaoGlobal).toEqual(defaultTaobaoGlobalRules);
    expect(read.rates.orderRateVndPerCny).toBe(3_700);
  });

  it('let an app talking to an older server assume the defaults too', () => {
    const { version, rates, fees, limits } = { version: 3, ...defaultSettings };
    const read = publicSettingsSchema.parse({ version, rates, fees, limits });
    expect(read.delivery.codAllowed).toBe(false);
    expect(read.chinaWarehouse.address).toBe(defaultChinaWarehouse.address);
    expect(read.pob).toEqual({ dailyMaxCount: 20, dailyMaxFen: 5_000_000 });
    expect(read.taobaoGlobal.refundWindowDays).toBe(7);
  });

  it('refuse a warehouse label with no address, a negative delivery fee, a daily pay-on-behalf limit of 0 and a negative refund window', () => {
    const broken = structuredClone(defaultSettings);
    broken.chinaWarehouse.address = ' ';
    broken.delivery.baseFeeVnd = -1;
    broken.pob.dailyMaxCount = 0;
    broken.taobaoGlobal.refundWindowDays = -1;
    const result = settingsSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'chinaWarehouse.address',
      'delivery.baseFeeVnd',
      'pob.dailyMaxCount',
      'taobaoGlobal.refundWindowDays',
    ]);
  });
});
