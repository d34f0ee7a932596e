import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { Measure } from '../../../../contract/warehouse';

/** What the weighing form holds: the boxes' text, the weight's unit, the label's customer code. */
export type MeasureFormValues = {
  weight: string;
  unit: 'kg' | 'g';
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  labelCustomerCode: string;
};

export const emptyMeasureForm: MeasureFormValues = {
  weight: '',
  unit: 'kg',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  labelCustomerCode: '',
};

/** The scale reads kg with decimals or whole grams; the server keeps grams. */
export const toGrams = (weight: string, unit: MeasureFormValues['unit']) => Math.round(Number(weight) * (unit === 'kg' ? 1000 : 1));

export function toMeasure(values: MeasureFormValues): Measure {
  return {
    weightGrams: toGrams(values.weight, values.unit),
    lengthCm: Number(values.lengthCm),
    widthCm: Number(values.widthCm),
    heightCm: Number(values.heightCm),
  };
}

/**
 * The contract's limits (contract/warehouse.ts measureSchema) in words the warehouse reads
 * before anything is sent: a weight of 1 g to 1 tonne, whole centimetres from 1 to 1,000.
 */
export function measureFormSchema(i18n: I18n) {
  const missing = i18n._(msg`Vui lòng nhập số`);
  const notNumber = i18n._(msg`Vui lòng nhập một số`);
  const side = z.string().check(
    z.trim(),
    z.minLength(1, { error: missing }),
    z.refine((text) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1000, {
      error: i18n._(msg`Nhập số cm nguyên từ 1 đến 1000`),
    }),
  );
  return z
    .object({
      weight: z.string().check(
        z.trim(),
        z.minLength(1, { error: missing }),
        z.refine((text) => Number.isFinite(Number(text.replace(',', '.'))), { error: notNumber }),
      ),
      unit: z.enum(['kg', 'g']),
      lengthCm: side,
      widthCm: side,
      heightCm: side,
      labelCustomerCode: z.string().check(
        z.trim(),
        z.refine((text) => text === '' || /^MH[A-Z0-9]{5}$/i.test(text), { error: i18n._(msg`Mã khách gồm MH và 5 ký tự, ví dụ MH7K2Q9`) }),
      ),
    })
    .check(
      z.refine(
        (values) => {
          const grams = toGrams(values.weight.replace(',', '.'), values.unit);
          return grams >= 1 && grams <= 1_000_000;
        },
        { error: i18n._(msg`Cân nặng từ 1 g đến 1000 kg`), path: ['weight'] },
      ),
    );
}
