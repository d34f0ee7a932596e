import type { CurrentUser } from '../../../contract/user';
import type { UserRow } from '../../db/schema';

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone ?? '',
    role: row.role,
    duties: row.duties,
    customerCode: row.customerCode,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}
