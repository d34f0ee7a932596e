import { describe, expect, it } from 'vitest';
import { accountNameSchema } from '../../contract/wallet';
import { toAccountName } from '../../src/features/wallet/accountName';

describe('the account holder name', () => {
  it('is written in capitals without accents, as banks show it', () => {
    expect(toAccountName('Nguyễn Văn A')).toBe('NGUYEN VAN A');
    expect(toAccountName('Trần Thị Ánh Tuyết')).toBe('TRAN THI ANH TUYET');
    expect(toAccountName('Đặng Hữu Phước')).toBe('DANG HUU PHUOC');
    expect(toAccountName('Lê Ngọc Ẩn Ơn Ưng')).toBe('LE NGOC AN ON UNG');
  });

  it('handles text in decomposed form (as some keyboards and pastes give it)', () => {
    expect(toAccountName('Nguyê\u0303n')).toBe('NGUYEN');
    expect(toAccountName('Nguyễn'.normalize('NFD'))).toBe('NGUYEN');
  });

  it('keeps one space after a word while the person is still typing', () => {
    expect(toAccountName('nguyễn ')).toBe('NGUYEN ');
    expect(toAccountName('  nguyễn   văn')).toBe('NGUYEN VAN');
  });

  it('leaves out what a bank name cannot hold', () => {
    expect(toAccountName('Nguyen Van A 123!')).toBe('NGUYEN VAN A ');
    expect(toAccountName("O'Neil Smith-Jones")).toBe("O'NEIL SMITH-JONES");
  });

  it('gives what the contract accepts', () => {
    expect(accountNameSchema.safeParse(toAccountName('Phạm Thị Hương ')).success).toBe(true);
    expect(accountNameSchema.parse(toAccountName('Phạm Thị Hương '))).toBe('PHAM THI HUONG');
  });

  it('changes nothing in a name already written that way', () => {
    expect(toAccountName('NGUYEN VAN A')).toBe('NGUYEN VAN A');
  });
});
