import { describe, expect, it } from 'vitest';
import { emptyFields, parseKg, parsePackage } from '../../src/features/shipping/calculatorInput';

describe('the calculator reads what people type', () => {
  it('takes kilograms with a comma or a dot, to the gram', () => {
    expect(parseKg('6')).toBe(6_000);
    expect(parseKg('6,5')).toBe(6_500);
    expect(parseKg(' 0.25 ')).toBe(250);
    expect(parseKg('1,2345')).toBe(1_235);
  });

  it('refuses what is not a positive number', () => {
    for (const text of ['', '0', '0,0', '-1', '1,2,3', 'abc', '1e3', '6 kg']) expect(parseKg(text), text).toBeNull();
  });

  it('prices a weight alone, a size alone, or both', () => {
    expect(parsePackage({ ...emptyFields, weightKg: '2' })).toEqual({
      ok: true,
      measure: { actualGrams: 2_000, lengthCm: 0, widthCm: 0, heightCm: 0 },
    });
    expect(parsePackage({ ...emptyFields, lengthCm: '50', widthCm: '40', heightCm: '30' })).toEqual({
      ok: true,
      measure: { actualGrams: 0, lengthCm: 50, widthCm: 40, heightCm: 30 },
    });
    expect(parsePackage({ ...emptyFields, weightKg: '6', lengthCm: '50', widthCm: '40', heightCm: '30' })).toMatchObject({ ok: true });
  });

  it('says nothing is typed yet, apart from a mistake', () => {
    expect(parsePackage(emptyFields)).toEqual({ ok: false, empty: true, problems: {} });
    expect(parsePackage({ ...emptyFields, weightKg: 'x' })).toEqual({ ok: false, empty: false, problems: { weightKg: 'invalid' } });
  });

  it('wants all three sides once one is typed, and refuses freight-sized input', () => {
    expect(parsePackage({ ...emptyFields, lengthCm: '50' })).toMatchObject({ ok: false, problems: { size: 'invalid' } });
    expect(parsePackage({ ...emptyFields, lengthCm: '50', widthCm: '40', heightCm: '30,5' })).toMatchObject({
      ok: false,
      problems: { size: 'invalid' },
    });
    expect(parsePackage({ ...emptyFields, lengthCm: '301', widthCm: '40', heightCm: '30' })).toMatchObject({
      ok: false,
      problems: { size: 'tooLarge' },
    });
    expect(parsePackage({ ...emptyFields, weightKg: '1000,001' })).toMatchObject({ ok: false, problems: { weightKg: 'tooLarge' } });
  });
});
