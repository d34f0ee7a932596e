import type { TaobaoAccount } from '../../../contract/taobaoGlobal';
import type { TaobaoAccountRow } from './taobaoAccounts.queries';

/** Row → contract shape. Never the tokens: only the hint of the access token. */
export function toTaobaoAccount(row: TaobaoAccountRow, now: Date): TaobaoAccount {
  const expired = row.expiresAt.getTime() <= now.getTime();
  const refreshUsable = row.refreshTokenEncrypted !== null && (row.refreshExpiresAt === null || row.refreshExpiresAt > now);
  return {
    id: row.id,
    accountName: row.accountName,
    accessTokenHint: `••••${row.accessTokenHint}`,
    expiresAt: row.expiresAt.toISOString(),
    isDefault: row.isDefault,
    expired,
    needsRelink: row.needsRelink || (expired && !refreshUsable),
    renewable: refreshUsable && !row.needsRelink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
