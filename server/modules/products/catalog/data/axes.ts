/** The second thing a buyer picks after the colour: 尺码 (size), 鞋码 (shoe size), 适用型号 (phone model), 规格 (spec). */
export interface AxisValue {
  zh: string;
  /** null when the value reads the same in Vietnamese (S, M, 38…). */
  vi: string | null;
  /** Added to the product's base price for this value (bigger sizes, bigger sets cost more). */
  deltaFen: number;
}

export interface Axis {
  pid: string;
  name: string;
  nameVi: string;
  values: readonly AxisValue[];
}

const value = (zh: string, vi: string | null = null, deltaFen = 0): AxisValue => ({ zh, vi, deltaFen });

export const womenSizes: Axis = {
  pid: '20509',
  name: '尺码',
  nameVi: 'Kích cỡ',
  values: [
    value('S【建议80-95斤】', 'S (gợi ý 40–47 kg)'),
    value('M【建议95-110斤】', 'M (gợi ý 47–55 kg)'),
    value('L【建议110-125斤】', 'L (gợi ý 55–62 kg)'),
    value('XL【建议125-140斤】', 'XL (gợi ý 62–70 kg)', 300),
    value('2XL【建议140-160斤】', '2XL (gợi ý 70–80 kg)', 500),
  ],
};

export const menSizes: Axis = {
  pid: '20509',
  name: '尺码',
  nameVi: 'Kích cỡ',
  values: [value('M'), value('L'), value('XL'), value('2XL', null, 300), value('3XL', null, 500), value('4XL', null, 800)],
};

export const kidsSizes: Axis = {
  pid: '20509',
  name: '尺码',
  nameVi: 'Kích cỡ',
  values: [
    value('73cm', '73 cm (6–9 tháng)'),
    value('80cm', '80 cm (9–12 tháng)'),
    value('90cm', '90 cm (1–2 tuổi)', 200),
    value('100cm', '100 cm (2–3 tuổi)', 400),
    value('110cm', '110 cm (3–4 tuổi)', 600),
  ],
};

export const womenShoeSizes: Axis = {
  pid: '20549',
  name: '鞋码',
  nameVi: 'Cỡ giày',
  values: ['35', '36', '37', '38', '39', '40'].map((size) => value(size)),
};

export const menShoeSizes: Axis = {
  pid: '20549',
  name: '鞋码',
  nameVi: 'Cỡ giày',
  values: ['39', '40', '41', '42', '43', '44', '45'].map((size, index) => value(size, null, index >= 5 ? 500 : 0)),
};

export const phoneModels: Axis = {
  pid: '122216515',
  name: '适用型号',
  nameVi: 'Dòng máy',
  values: [
    value('iPhone 16 Pro Max'),
    value('iPhone 16 Pro'),
    value('iPhone 16'),
    value('iPhone 15 Pro Max'),
    value('iPhone 15'),
    value('iPhone 14', null, -200),
    value('华为 Mate 60 Pro', 'Huawei Mate 60 Pro'),
    value('小米 14', 'Xiaomi 14'),
    value('OPPO Reno12'),
    value('vivo X100'),
  ],
};

/** A spec axis (规格 / Phân loại) for one base product. */
export function specs(values: ReadonlyArray<[zh: string, vi: string, deltaFen: number]>): Axis {
  return { pid: '122216343', name: '规格', nameVi: 'Phân loại', values: values.map(([zh, vi, deltaFen]) => value(zh, vi, deltaFen)) };
}
