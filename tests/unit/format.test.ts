import { afterAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale, applyCatalog } from '../../src/i18n';
import { formatCny, formatDate, formatDateTime, formatNumber, formatRelative, formatVnd, formattersFor } from '../../src/i18n/format';

// Intl separates some parts with no-break spaces: U+00A0 (NBSP) before ₫ in Vietnamese, and
// U+202F (narrow NBSP) in some times. Expected values spell them out so a plain space fails.
const NBSP = '\u00a0';

afterAll(() => activateDefaultLocale());

describe('money, numbers and dates in Vietnamese', () => {
  it('writes đồng with dots between thousands and ₫ after a no-break space', () => {
    expect(formatVnd(1_825_000, 'vi')).toBe(`1.825.000${NBSP}₫`);
    expect(formatVnd(0, 'vi')).toBe(`0${NBSP}₫`);
    expect(formatVnd(-50_000, 'vi')).toBe(`-50.000${NBSP}₫`);
  });

  it('writes yuan from fen with a decimal comma', () => {
    expect(formatCny(50_000, 'vi')).toBe(`500,00${NBSP}¥`);
    expect(formatCny(123_456, 'vi')).toBe(`1.234,56${NBSP}¥`);
  });

  it('writes numbers and dates the Vietnamese way, on Vietnam’s clock', () => {
    expect(formatNumber(1_234_567.5, 'vi')).toBe('1.234.567,5');
    // 18:00 UTC on 31 December is already New Year’s Day in Hanoi (UTC+7).
    expect(formatDate('2024-12-31T18:00:00Z', 'vi')).toBe('01/01/2025');
    expect(formatDateTime('2024-12-31T18:05:00Z', 'vi')).toBe('01:05 01/01/2025');
  });

  it('says how long ago in words', () => {
    const now = new Date('2025-01-10T12:00:00Z');
    expect(formatRelative('2025-01-10T09:00:00Z', now, 'vi')).toBe('3 giờ trước');
    expect(formatRelative('2025-01-09T12:00:00Z', now, 'vi')).toBe('Hôm qua');
    expect(formatRelative('2025-01-10T12:00:00Z', now, 'vi')).toBe('bây giờ');
  });
});

describe('money, numbers and dates in Chinese', () => {
  it('writes đồng and yuan with the symbol first and commas between thousands', () => {
    expect(formatVnd(1_825_000, 'zh')).toBe('₫1,825,000');
    expect(formatCny(50_000, 'zh')).toBe('¥500.00');
  });

  it('writes numbers and dates the Chinese way, on Vietnam’s clock', () => {
    expect(formatNumber(1_234_567.5, 'zh')).toBe('1,234,567.5');
    expect(formatDate('2024-12-31T18:00:00Z', 'zh')).toBe('2025/01/01');
    expect(formatDateTime('2024-12-31T18:05:00Z', 'zh')).toBe('2025/01/01 01:05');
    expect(formatRelative('2025-01-09T12:00:00Z', new Date('2025-01-10T12:00:00Z'), 'zh')).toBe('昨天');
  });
});

describe('money, numbers and dates in English', () => {
  it('writes đồng and yuan with the symbol first', () => {
    expect(formatVnd(1_825_000, 'en')).toBe('₫1,825,000');
    expect(formatCny(50_000, 'en')).toBe('¥500.00');
  });

  it('writes numbers and dates the American way, on Vietnam’s clock', () => {
    expect(formatNumber(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(formatDate('2024-12-31T18:00:00Z', 'en')).toBe('01/01/2025');
    // Some ICU versions put U+202F before AM/PM; accept either no-break space, never a plain one.
    expect(formatDateTime('2024-12-31T18:05:00Z', 'en')).toMatch(/^01\/01\/2025, 01:05[\u00a0\u202f ]AM$/);
    expect(formatRelative('2025-01-07T12:00:00Z', new Date('2025-01-10T12:00:00Z'), 'en')).toBe('3 days ago');
    expect(formatRelative('2025-01-10T12:02:00Z', new Date('2025-01-10T12:00:00Z'), 'en')).toBe('in 2 minutes');
  });
});

describe('the language on screen', () => {
  it('is what the formatters use when no language is given', () => {
    activateDefaultLocale();
    expect(formatVnd(1_825_000)).toBe(`1.825.000${NBSP}₫`);
    applyCatalog('en', {});
    expect(formatVnd(1_825_000)).toBe('₫1,825,000');
    expect(formatDate('2024-12-31T18:00:00Z')).toBe('01/01/2025');
  });

  it('can be fixed for a component with formattersFor()', () => {
    const zh = formattersFor('zh');
    expect([zh.vnd(1_000), zh.cny(1_050), zh.number(12_345), zh.date('2025-06-01T00:00:00Z')]).toEqual([
      '₫1,000',
      '¥10.50',
      '12,345',
      '2025/06/01',
    ]);
  });
});
