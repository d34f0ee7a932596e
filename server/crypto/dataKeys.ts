import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** AES-256 keys for secrets kept in the database: the one new values are written with, and older ones still read. */
export interface DataKeys {
  current: Buffer;
  /** Keys a value may still be encrypted with after a rotation; never used to write. */
  previous: Buffer[];
}

export class DataKeyError extends Error {}

const KEY_BYTES = 32;
const KEY_FILE = 'data-encryption-key';

/**
 * A key as an operator writes it: 64 hex digits, or base64 / base64url of 32 bytes
 * (`openssl rand -base64 32`). Hex is tried first, since 64 hex digits are also valid base64.
 */
export function parseDataKey(text: string, origin: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  throw new DataKeyError(`${origin} must be 32 bytes written as 64 hex digits or base64 (e.g. the output of "openssl rand -base64 32")`);
}

/**
 * A short, stable name for a key, written in front of every value it encrypts so the reader knows
 * which key to use. It is a hash of the key, so naming it reveals nothing and needs no numbering.
 */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('muaho data key id\0').update(key).digest('hex').slice(0, 8);
}

/**
 * DATA_ENCRYPTION_KEY when set; otherwise a key generated once into DATA_DIR/data-encryption-key
 * (owner-readable), so a fresh install keeps secrets encrypted with no setup. Several servers on
 * one PostgreSQL database must share one key, so there the variable is required (README).
 */
export function resolveDataKeys({
  key,
  previousKeys,
  dataDir,
}: {
  key: string | undefined;
  previousKeys: string | undefined;
  dataDir: string;
}): DataKeys {
  const previous = (previousKeys ?? '')
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece, index) => parseDataKey(piece, `DATA_ENCRYPTION_PREVIOUS_KEYS (key ${index + 1})`));
  const current = key ? parseDataKey(key, 'DATA_ENCRYPTION_KEY') : storedKey(dataDir);
  return { current, previous };
}

function storedKey(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) return parseDataKey(readFileSync(file, 'utf8'), file);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // 'wx' fails if another process created the file meanwhile; then theirs wins.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return parseDataKey(readFileSync(file, 'utf8'), file);
  }
  return key;
}
