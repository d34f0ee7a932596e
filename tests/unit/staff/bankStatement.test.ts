import { describe, expect, it } from 'vitest';
import { creditAmount, guessColumns, readStatement, statementLines, statementText } from '../../../src/features/staff/money/bankStatement';

/** An export as a Vietnamese bank writes it: account details above the table, its own column names. */
const vietcombank = [
  '\uFEFFSAO KÊ TÀI KHOẢN',
  'Số tài khoản:,1023456789',
  'Từ ngày:,01/11/2026,Đến ngày:,27/11/2026',
  '',
  'STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Số dư,Nội dung chi tiết',
  '1,20/11/2026,5213.20112026.001,,"500,000",12.500.000,MBVCB.8812.NAP MHABCDE X4TZ.CT tu 0912345678',
  '2,20/11/2026,5213.20112026.002,"200,000",,12.300.000,Phi dich vu',
  '3,21/11/2026,5213.21112026.003,,"1.250.000,00",13.550.000,"NAP MHQWERT 9K2M, chuyen khoan"',
  '4,21/11/2026,,,"50,000",13.600.000,khong co so tham chieu',
  '5,22/11/2026,5213.20112026.001,,"500,000",14.100.000,MBVCB.8812.NAP MHABCDE X4TZ.CT tu 0912345678',
  '6,22/11/2026,5213.22112026.006,,"80,000",14.180.000,',
].join('\r\n');

describe('reading a bank statement export', () => {
  it('finds the table under the account details and guesses its columns from their words', () => {
    const sheet = readStatement(vietcombank);
    expect(sheet.header[2]).toBe('Số tham chiếu');
    expect(sheet.columns).toEqual({ bankReference: 2, amountVnd: 4, memo: 6 });
    expect(sheet.rows).toHaveLength(6);
  });

  it('keeps the credits with a reference and a memo, and says why each other row is left out', () => {
    const sheet = readStatement(vietcombank);
    const { lines, skipped } = statementLines(sheet, sheet.columns);
    expect(lines).toEqual([
      { bankReference: '5213.20112026.001', amountVnd: 500_000, memo: 'MBVCB.8812.NAP MHABCDE X4TZ.CT tu 0912345678' },
      { bankReference: '5213.21112026.003', amountVnd: 1_250_000, memo: 'NAP MHQWERT 9K2M, chuyen khoan' },
    ]);
    expect(skipped).toEqual([
      { row: 2, reason: 'notCredit' },
      { row: 4, reason: 'noReference' },
      { row: 5, reason: 'repeated' },
      { row: 6, reason: 'noMemo' },
    ]);
  });

  it('uses the columns staff chose over the guess', () => {
    const sheet = readStatement('Ref,Amount,Description,Other\nA1,100000,first,x\nA2,200000,second,y\n');
    expect(sheet.columns).toEqual({ bankReference: 0, amountVnd: 1, memo: 2 });
    const { lines } = statementLines(sheet, { bankReference: 0, amountVnd: 1, memo: 3 });
    expect(lines.map((line) => line.memo)).toEqual(['x', 'y']);
  });

  it('recognises English and unmarked headers, semicolons and tabs', () => {
    expect(guessColumns(['Transaction ID', 'Credit Amount', 'Debit', 'Remark'])).toEqual({ bankReference: 0, amountVnd: 1, memo: 3 });
    expect(readStatement('Ma GD;So tien ghi co;Dien giai\nX1;10.000;abc').columns).toEqual({ bankReference: 0, amountVnd: 1, memo: 2 });
    expect(readStatement('Mã giao dịch\tGhi có\tMô tả\nX1\t10000\tabc').columns).toEqual({ bankReference: 0, amountVnd: 1, memo: 2 });
  });

  it('leaves every column unknown when no row looks like a header', () => {
    expect(readStatement('a,b,c\n1,2,3').columns).toEqual({ bankReference: null, amountVnd: null, memo: null });
  });

  it.each([
    ['1.500.000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1500000', 1_500_000],
    ['+1.500.000', 1_500_000],
    ['1.500.000,00', 1_500_000],
    ['1,500,000.00', 1_500_000],
    ['1 500 000 VND', 1_500_000],
    ['500.000 đ', 500_000],
    ['', null],
    ['-200.000', null],
    ['(200.000)', null],
    ['0', null],
    ['1.500,50', null],
    ['12.34.567', null],
    ['abc', null],
  ])('reads the credit %j as %j', (cell, amount) => {
    expect(creditAmount(cell)).toBe(amount);
  });

  it('decodes UTF-8, UTF-16 as Excel saves it, and the Windows Vietnamese code page', async () => {
    const text = 'Nội dung';
    expect(await statementText(new Blob([new TextEncoder().encode(text)]))).toBe(text);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(await statementText(new Blob([utf16]))).toBe(text);
    // "Nôi" in windows-1258: N, ô (0xF4), i — not valid UTF-8.
    expect(await statementText(new Blob([new Uint8Array([0x4e, 0xf4, 0x69])]))).toBe('Nôi');
  });
});
