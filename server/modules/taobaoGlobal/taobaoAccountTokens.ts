import type { DataCipher } from '../../crypto/dataCipher';

/**
 * How a link's tokens are stored: encrypted, each bound to its column and its owner, so a value
 * moved to another person's row (or from the refresh column to the access one) does not decrypt.
 * Only the last four characters of the access token are kept in clear, to tell links apart.
 */
export interface StoredTokens {
  accessTokenEncrypted: string;
  accessTokenHint: string;
  refreshTokenEncrypted: string | null;
}

const accessContext = (userId: number) => `taobao_global_accounts.access_token:${userId}`;
const refreshContext = (userId: number) => `taobao_global_accounts.refresh_token:${userId}`;

export const HINT_LENGTH = 4;

export function sealTokens(
  cipher: DataCipher,
  { userId, accessToken, refreshToken }: { userId: number; accessToken: string; refreshToken: string | null },
): StoredTokens {
  return {
    accessTokenEncrypted: cipher.encrypt(accessToken, accessContext(userId)),
    accessTokenHint: accessToken.slice(-HINT_LENGTH),
    refreshTokenEncrypted: refreshToken === null ? null : cipher.encrypt(refreshToken, refreshContext(userId)),
  };
}

export const openAccessToken = (cipher: DataCipher, { userId, stored }: { userId: number; stored: string }) =>
  cipher.decrypt(stored, accessContext(userId));

export const openRefreshToken = (cipher: DataCipher, { userId, stored }: { userId: number; stored: string }) =>
  cipher.decrypt(stored, refreshContext(userId));
