import { z } from 'zod/mini';
import { v } from './validation';

/**
 * Taobao Global (Taobao quốc tế, open.taobao.global) accounts a person links to place orders
 * through the platform. The server keeps the tokens encrypted and never answers them: a link is
 * shown by its name, the last characters of its access token and its expiry.
 */

export const MAX_TAOBAO_ACCOUNTS = 10;
export const TAOBAO_ACCOUNT_NAME_MAX = 64;
export const TAOBAO_TOKEN_MIN = 8;
export const TAOBAO_TOKEN_MAX = 512;

/** Tokens are printable ASCII without spaces; anything else is a copy-paste accident. */
const TOKEN_PATTERN = new RegExp(`^[\\x21-\\x7E]{${TAOBAO_TOKEN_MIN},${TAOBAO_TOKEN_MAX}}$`);
const token = z.string({ error: v.taobaoTokenInvalid }).check(z.trim(), z.regex(TOKEN_PATTERN, { error: v.taobaoTokenInvalid }));

/**
 * POST /TaobaoIntToken: link an account with the tokens of the platform's authorisation. A name
 * the person already links (compared without case) renews that link instead of adding another.
 * Without a refresh token the link works until `expiresAt` and then has to be linked again.
 */
export const linkTaobaoAccountRequestSchema = z.object({
  accountName: z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(TAOBAO_ACCOUNT_NAME_MAX, { error: v.tooLong })),
  accessToken: token,
  refreshToken: z.optional(token),
  /** When the access token stops working, ISO 8601 with an offset. */
  expiresAt: z.iso.datetime({ offset: true, error: v.dateInvalid }),
});
export type LinkTaobaoAccountRequest = z.input<typeof linkTaobaoAccountRequestSchema>;

export const taobaoAccountSchema = z.object({
  id: z.int(),
  accountName: z.string(),
  /** `••••` and the access token's last four characters, to tell links apart. */
  accessTokenHint: z.string(),
  expiresAt: z.string(),
  isDefault: z.boolean(),
  /** The access token's expiry has passed (a refresh token may still renew it). */
  expired: z.boolean(),
  /** The link no longer works: expired without a refresh token, or the platform refused it. Link it again. */
  needsRelink: z.boolean(),
  /** A refresh token is kept, so the server renews the access token before it expires. */
  renewable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaobaoAccount = z.infer<typeof taobaoAccountSchema>;
/** GET /TaobaoIntToken: the default first, then the newest. At most MAX_TAOBAO_ACCOUNTS, so no paging. */
export const taobaoAccountListSchema = z.array(taobaoAccountSchema);
