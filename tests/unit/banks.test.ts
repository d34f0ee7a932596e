import { describe, expect, it } from 'vitest';
import { banks, findBank, searchBanks } from '../../contract/banks';

describe('the VietQR bank list', () => {
  it('holds every listed bank once, each with a six-digit BIN, a code, a short and a full name', () => {
    expect(banks.length).toBeGreaterThanOrEqual(60);
    expect(new Set(banks.map((bank) => bank.bin)).size).toBe(banks.length);
    for (const bank of banks) {
      expect(bank.bin).toMatch(/^\d{6}$/);
      expect(bank.code && bank.shortName && bank.name).toBeTruthy();
    }
    expect(findBank('970436')?.shortName).toBe('Vietcombank');
  });

  it('finds banks by short name, code or full name, marks and case aside, short names first', () => {
    expect(searchBanks('vietcom').map((bank) => bank.shortName)).toEqual(['Vietcombank']);
    expect(searchBanks('ICB')[0]?.shortName).toBe('VietinBank');
    expect(searchBanks('Á CHÂU').map((bank) => bank.shortName)).toEqual(['ACB']);
    expect(searchBanks('cong thuong')[0]?.shortName).toBe('VietinBank');
    expect(searchBanks('dong nam a').map((bank) => bank.shortName)).toContain('SeABank');
    expect(searchBanks('  ')).toHaveLength(banks.length);
    expect(searchBanks('zzz')).toEqual([]);
  });
});
