import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DataDecryptError } from '../../../server/crypto/dataCipher';
import { DataKeyError, dataKeyId, parseDataKey } from '../../../server/crypto/dataKeys';

const key = () => randomBytes(32);
const context = 'taobao_global_accounts.access_token:7';
const token = '50000601c30atpedfgu3LVvik87Ixlsvle3mSoB7701ceb156fPunYZ43GBg';

describe('secrets encrypted for the database', () => {
  it('decrypt back to what was encrypted, and never show it', () => {
    const cipher = createDataCipher({ current: key(), previous: [] });
    const stored = cipher.encrypt(token, context);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(Buffer.from(token).toString('base64url').slice(0, 16));
    expect(cipher.decrypt(stored, context)).toBe(token);
    expect(cipher.decrypt(cipher.encrypt('', context), context)).toBe('');
    expect(cipher.decrypt(cipher.encrypt('mật khẩu 淘宝', context), context)).toBe('mật khẩu 淘宝');
  });

  it('name their key and carry a fresh 12-byte IV and a 16-byte tag each time', () => {
    const current = key();
    const cipher = createDataCipher({ current, previous: [] });
    const first = cipher.encrypt(token, context).split('.');
    const second = cipher.encrypt(token, context).split('.');
    expect(first[0]).toBe('v1');
    expect(first[1]).toBe(dataKeyId(current));
    expect(Buffer.from(first[2]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(first[4]!, 'base64url')).toHaveLength(16);
    expect(first[2]).not.toBe(second[2]);
    expect(first[3]).not.toBe(second[3]);
  });

  it('do not decrypt under another key, saying which key they need', () => {
    const written = createDataCipher({ current: key(), previous: [] }).encrypt(token, context);
    const other = createDataCipher({ current: key(), previous: [] });
    expect(() => other.decrypt(written, context)).toThrow(DataDecryptError);
    expect(() => other.decrypt(written, context)).toThrow(/encrypted with key [0-9a-f]{8}, which is neither DATA_ENCRYPTION_KEY nor/);
  });

  it('do not decrypt for another row or column, nor once altered', () => {
    const cipher = createDataCipher({ current: key(), previous: [] });
    const stored = cipher.encrypt(token, context);
    expect(() => cipher.decrypt(stored, 'taobao_global_accounts.access_token:8')).toThrow(/failed authentication/);
    expect(() => cipher.decrypt(stored, 'taobao_global_accounts.refresh_token:7')).toThrow(DataDecryptError);
    const parts = stored.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), context)).toThrow(/failed authentication/);
    expect(() => cipher.decrypt(token, context)).toThrow(/not an encrypted value/);
  });

  it('keep reading values of a previous key after a rotation, and write with the new one', () => {
    const old = key();
    const written = createDataCipher({ current: old, previous: [] }).encrypt(token, context);
    const rotated = createDataCipher({ current: key(), previous: [old] });
    expect(rotated.decrypt(written, context)).toBe(token);
    expect(rotated.encrypt(token, context).split('.')[1]).not.toBe(dataKeyId(old));
  });
});

describe('a data key as an operator writes it', () => {
  const bytes = Buffer.from('6d7561686f2d746573742d646174612d6b65792d3031323334353637383961ff', 'hex');

  it('is 64 hex digits, or base64 or base64url of 32 bytes', () => {
    expect(parseDataKey(bytes.toString('hex'), 'X')).toEqual(bytes);
    expect(parseDataKey(bytes.toString('hex').toUpperCase(), 'X')).toEqual(bytes);
    expect(parseDataKey(`${bytes.toString('base64')}\n`, 'X')).toEqual(bytes);
    expect(parseDataKey(bytes.toString('base64url'), 'X')).toEqual(bytes);
  });

  it.each([['too-short'], [randomBytes(16).toString('base64')], [randomBytes(33).toString('hex')], ['not base64 at all!!']])(
    'refuses %s, naming the variable and the form it needs',
    (text) => {
      expect(() => parseDataKey(text, 'DATA_ENCRYPTION_KEY')).toThrow(DataKeyError);
      expect(() => parseDataKey(text, 'DATA_ENCRYPTION_KEY')).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
    },
  );
});
