import { createHmac } from 'node:crypto';

/**
 * The platform's request signature: HMAC-SHA256 keyed with the app secret over the API path
 * followed by every parameter (`sign` itself excepted) sorted by name, each name directly
 * followed by its value, written as upper-case hex. Names sort by UTF-16 code units, as the
 * platform's own SDKs compare strings.
 */
export function signRequest(apiPath: string, params: Readonly<Record<string, string>>, appSecret: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort();
  const text = apiPath + names.map((name) => `${name}${params[name]}`).join('');
  return createHmac('sha256', appSecret).update(text, 'utf8').digest('hex').toUpperCase();
}
