import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataKeyId, type DataKeys } from './dataKeys';

/**
 * Secrets kept in the database (a linked account's access token…) are stored encrypted with
 * AES-256-GCM, so a copy of the database or a backup alone does not give them away.
 *
 * A value is `v1.<keyId>.<iv>.<ciphertext>.<tag>` (base64url parts): a fresh 12-byte IV each time,
 * the 16-byte authentication tag, and the id of the key, so keys can rotate: new values use the
 * current key, older ones are read with the key they name. `context` is bound as additional
 * authenticated data (e.g. the column and the owner), so a value copied onto another row or
 * column does not decrypt there.
 */
export interface DataCipher {
  encrypt: (plain: string, context: string) => string;
  decrypt: (stored: string, context: string) => string;
}

/** A value that cannot be read: malformed, written with a key this server does not have, or altered. */
export class DataDecryptError extends Error {}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createDataCipher(keys: DataKeys): DataCipher {
  const currentId = dataKeyId(keys.current);
  const byId = new Map([...keys.previous, keys.current].map((key) => [dataKeyId(key), key]));

  function encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys.current, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, currentId, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  function decrypt(stored: string, context: string): string {
    const [version, keyId, iv, body, tag, ...rest] = stored.split('.');
    if (version !== VERSION || !keyId || iv === undefined || body === undefined || tag === undefined || rest.length > 0)
      throw new DataDecryptError('not an encrypted value this server writes');
    const key = byId.get(keyId);
    if (!key)
      throw new DataDecryptError(
        `encrypted with key ${keyId}, which is neither DATA_ENCRYPTION_KEY nor one of DATA_ENCRYPTION_PREVIOUS_KEYS (this server's key is ${currentId})`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new DataDecryptError(`value encrypted with key ${keyId} failed authentication: it was altered or belongs to another row`);
    }
  }

  return { encrypt, decrypt };
}
