import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16CcittFalse, decodeVietQr, parseEmvFields } from '../../contract/vietqr';

const input = { bankBin: '970436', accountNumber: '1023456789', amountVnd: 250_000, memo: 'NAP MH7K2Q9 X4TZ' };
const field = (payload: string, id: string) => parseEmvFields(payload).find((f) => f.id === id)?.value;

describe('VietQR payloads', () => {
  it('computes CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it('writes every field as ID, two-digit length, value, in the EMVCo order', () => {
    const payload = buildVietQr(input);
    expect(parseEmvFields(payload).map((f) => f.id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(payload.startsWith('000201' + '010212')).toBe(true);
    expect(field(payload, '00')).toBe('01');
    expect(field(payload, '01')).toBe('12');
    expect(field(payload, '53')).toBe('704');
    expect(field(payload, '54')).toBe('250000');
    expect(field(payload, '58')).toBe('VN');
    expect(field(payload, '62')).toBe('0816NAP MH7K2Q9 X4TZ');
  });

  it('nests the NAPAS account in field 38: GUID A000000727, {BIN, account}, service QRIBFTTA', () => {
    const merchant = parseEmvFields(field(buildVietQr(input), '38') ?? '');
    expect(merchant).toEqual([
      { id: '00', value: 'A000000727' },
      { id: '01', value: '0006970436' + '01101023456789' },
      { id: '02', value: 'QRIBFTTA' },
    ]);
  });

  it('ends with 6304 and the CRC of everything before it', () => {
    const payload = buildVietQr(input);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it('makes a static code (01=11, no 54) without an amount, and leaves out 62 without a memo', () => {
    const payload = buildVietQr({ bankBin: '970415', accountNumber: '0123456789' });
    expect(field(payload, '01')).toBe('11');
    expect(field(payload, '54')).toBeUndefined();
    expect(field(payload, '62')).toBeUndefined();
    expect(decodeVietQr(payload)).toMatchObject({ amountVnd: null, memo: null, crcValid: true });
  });

  it('decodes what it builds', () => {
    expect(decodeVietQr(buildVietQr(input))).toEqual({ ...input, currency: '704', country: 'VN', crcValid: true });
  });

  it('notices a changed character through the CRC', () => {
    const payload = buildVietQr(input);
    const tampered = payload.replace('250000', '950000');
    expect(tampered).not.toBe(payload);
    expect(decodeVietQr(tampered)).toMatchObject({ amountVnd: 950_000, crcValid: false });
    const badCrc = payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0');
    expect(decodeVietQr(badCrc).crcValid).toBe(false);
  });

  it.each([
    ['a BIN that is not six digits', { ...input, bankBin: '97043' }],
    ['an account with punctuation', { ...input, accountNumber: '1023-456' }],
    ['an account over 19 characters', { ...input, accountNumber: '1'.repeat(20) }],
    ['a fractional amount', { ...input, amountVnd: 10.5 }],
    ['a zero amount', { ...input, amountVnd: 0 }],
    ['a negative amount', { ...input, amountVnd: -1 }],
    ['a memo over 99 characters', { ...input, memo: 'X'.repeat(100) }],
  ])('throws on %s', (_, bad) => {
    expect(() => buildVietQr(bad)).toThrow();
  });

  it('refuses to decode something that is not a VietQR transfer code', () => {
    expect(() => decodeVietQr('000201010211')).toThrow();
    expect(() => decodeVietQr('0002')).toThrow();
  });
});
