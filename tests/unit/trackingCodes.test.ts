import { describe, expect, it } from 'vitest';
import { consignmentLabel, createConsignmentRequestSchema, parseTrackingCodes } from '../../contract/consignment';
import { defaultChinaWarehouse } from '../../contract/publicSettings';

describe('tracking codes pasted in one go', () => {
  it('splits on lines, spaces, commas and Chinese punctuation, upper-cases, and keeps the pasted order', () => {
    const parsed = parseTrackingCodes(' sf1234567890123\nYT9876543210，JT0011223344; 773123456789 、 ab-12345678 ');
    expect(parsed).toEqual({
      codes: ['SF1234567890123', 'YT9876543210', 'JT0011223344', '773123456789', 'AB-12345678'],
      duplicates: [],
      malformed: [],
    });
  });

  it('names each duplicate once, however it was typed, and the pieces that are not codes', () => {
    const parsed = parseTrackingCodes('YT9876543210 yt9876543210 YT9876543210 abc 12345 SF_123456789 ' + 'X'.repeat(31));
    expect(parsed.codes).toEqual(['YT9876543210']);
    expect(parsed.duplicates).toEqual(['YT9876543210']);
    expect(parsed.malformed).toEqual(['abc', '12345', 'SF_123456789', 'X'.repeat(31)]);
  });

  it('names a piece that is not a code once, however often it was pasted', () => {
    expect(parseTrackingCodes('ab SF123 ab SF123 YT9876543210').malformed).toEqual(['ab', 'SF123']);
  });

  it('finds nothing in blank text', () => {
    expect(parseTrackingCodes(' \n\t, ')).toEqual({ codes: [], duplicates: [], malformed: [] });
  });
});

describe('the create request', () => {
  const body = {
    trackingCodes: ['yt9876543210 ', 'SF1234567890123'],
    goods: 'Áo khoác nữ, 3 chiếc',
    declaredValueVnd: 1_500_000,
    warehouse: 'hn',
    line: 'normal',
    services: { crate: false, insurance: true },
  };

  it('normalises codes the way the page shows them', () => {
    const parsed = createConsignmentRequestSchema.parse(body);
    expect(parsed.trackingCodes).toEqual(['YT9876543210', 'SF1234567890123']);
    expect(parsed.note).toBe('');
  });

  it('refuses the same code twice even when typed in another case, no code at all, and a fractional value', () => {
    expect(createConsignmentRequestSchema.safeParse({ ...body, trackingCodes: ['YT9876543210', 'yt9876543210'] }).success).toBe(false);
    expect(createConsignmentRequestSchema.safeParse({ ...body, trackingCodes: [] }).success).toBe(false);
    expect(createConsignmentRequestSchema.safeParse({ ...body, declaredValueVnd: 10.5 }).success).toBe(false);
    expect(createConsignmentRequestSchema.safeParse({ ...body, goods: '   ' }).success).toBe(false);
  });
});

describe('the label for the seller', () => {
  it('puts the customer code next to the receiver, then phone and address, one per line', () => {
    const label = consignmentLabel('MH7K2Q9', defaultChinaWarehouse);
    expect(label.split('\n')).toEqual([
      `${defaultChinaWarehouse.receiver} (MH7K2Q9)`,
      defaultChinaWarehouse.phone,
      defaultChinaWarehouse.address,
    ]);
  });
});
