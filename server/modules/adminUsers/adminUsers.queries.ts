import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserPage, AdminUserQuery } from '../../../contract/staff';
import type { Executor } from '../../db/connect';
import { personSearch } from '../../db/search';
import { users, type UserRow } from '../../db/schema';
import { toCurrentUser } from '../users/users.present';

/** The account as its owner sees it, less the language it reads in, and whether staff have closed it. */
export function toAdminUser(row: UserRow): AdminUser {
  const { locale: _locale, ...account } = toCurrentUser(row);
  return { ...account, disabled: row.disabledAt !== null };
}

/** What a search box finds an account by: user name, name, email, phone or customer code. */
export const accountSearch = (q: string | undefined): SQL | undefined =>
  personSearch(q, { text: [users.userName, users.fullName, users.email, users.customerCode] });

export async function listAccounts(db: Executor, query: AdminUserQuery): Promise<AdminUserPage> {
  const where = and(accountSearch(query.q), query.role ? eq(users.role, query.role) : undefined);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { items: rows.map(toAdminUser), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
