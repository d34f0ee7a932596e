import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserPage, AdminUserQuery } from '../../../contract/staff';
import type { Executor } from '../../db/connect';
import { likePattern, phonePattern } from '../../db/search';
import { users, type UserRow } from '../../db/schema';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone ?? '',
    role: row.role,
    duties: row.duties,
    customerCode: row.customerCode,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a search box finds an account by: user name, name, email, phone or customer code. */
export function accountSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(users.userName, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, phonePattern(q)),
    ilike(users.customerCode, pattern),
  );
}

export async function listAccounts(db: Executor, query: AdminUserQuery): Promise<AdminUserPage> {
  const where = and(accountSearch(query.q), query.role ? eq(users.role, query.role) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
