import type { FastifyInstance } from 'fastify';
import { v } from '../../contract/validation';
import { errors, type ErrorDetail } from '../errors';

/**
 * Every string of every JSON body, query string and path parameter, checked and normalised once,
 * here, before the route's schema sees it:
 * - NFC and trimmed: "ệ" typed as one character or as e + two marks is stored (and found) as the same text;
 * - characters that show nothing are dropped (zero-width space, word joiner, byte-order mark,
 *   direction marks), so what is stored is what the person saw;
 * - control characters (U+0000 included: PostgreSQL cannot store it) and the bidi embeddings,
 *   overrides and isolates that would show a name reversed are refused with a 400 on the field;
 * - a line break or tab only in multi-line fields (MULTILINE_KEYS), where CRLF becomes LF.
 * Password fields (the route's `passwordFields`) are left exactly as typed: their hash must match
 * what was stored before.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const skip = new Set(request.routeOptions.config.passwordFields ?? []);
    const refused: ErrorDetail[] = [];
    const reject = (path: string) => refused.push({ path, message: v.textInvalidCharacters, code: v.textInvalidCharacters });
    request.body = cleanValue(request.body, '', '', skip, reject);
    request.query = cleanValue(request.query, 'querystring', '', skip, reject);
    request.params = cleanValue(request.params, 'params', '', skip, reject);
    if (refused.length) throw errors.validation(refused);
  });
}

/**
 * Fields whose text may span lines: notes, what a parcel holds, a reason written out, and a
 * payment link pasted with the share text around it (the server keeps only the link).
 */
export const MULTILINE_KEYS: ReadonlySet<string> = new Set([
  'note',
  'goods',
  'reason',
  'description',
  'content',
  'body',
  'paymentLink',
  'text',
]);

/** Invisible characters dropped from any text. ZWJ and ZWNJ stay: emoji sequences and some scripts need them. */
const INVISIBLE = /[\u200B\u200E\u200F\u2060\uFEFF]/g;
/** C0 controls but tab and line breaks, DEL, C1 controls, bidi embeddings/overrides/isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ALWAYS_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_CONTROLS = /[\t\n\r]/;

function cleanString(text: string, multiline: boolean): string | undefined {
  if (ALWAYS_REFUSED.test(text)) return undefined;
  if (!multiline && LINE_CONTROLS.test(text)) return undefined;
  const cleaned = text.normalize('NFC').replace(INVISIBLE, '').trim();
  return multiline ? cleaned.replace(/\r\n?/g, '\n') : cleaned;
}

/** A copy of `value` with its strings cleaned (keys included); bodies are JSON, so no cycles. */
function cleanValue(
  value: unknown,
  path: string,
  key: string,
  skip: ReadonlySet<string>,
  reject: (path: string) => void,
  depth = 0,
): unknown {
  if (typeof value === 'string') {
    if (skip.has(key)) return value;
    const cleaned = cleanString(value, MULTILINE_KEYS.has(key));
    if (cleaned === undefined) reject(path);
    return cleaned ?? value;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  // Plain JSON only: an uploaded photo arrives as a Buffer and is left alone.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  if (Array.isArray(value)) return value.map((item, index) => cleanValue(item, join(path, String(index)), key, skip, reject, depth + 1));
  const entries = Object.entries(value).map(([childKey, child]) => {
    const childPath = join(path, childKey);
    if (cleanString(childKey, false) !== childKey) reject(childPath);
    return [childKey, cleanValue(child, childPath, childKey, skip, reject, depth + 1)] as const;
  });
  return Object.fromEntries(entries);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
