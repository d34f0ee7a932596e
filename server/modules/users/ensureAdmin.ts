import type { PasswordHasher } from '../../auth/password';
import type { Db } from '../../db/connect';
import { createUser } from './users.service';
import { findUserByUserName } from './users.queries';

export interface AdminSeed {
  userName: string;
  password: string;
  email: string;
}

/**
 * Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when no user has that name. An
 * existing account is left alone: a restart must not reset a password changed since.
 */
export async function ensureAdmin({
  db,
  admin,
  hasher,
}: {
  db: Db;
  admin: AdminSeed;
  hasher: PasswordHasher;
}): Promise<{ created: boolean; id: number }> {
  const existing = await findUserByUserName(db, { userName: admin.userName });
  if (existing) return { created: false, id: existing.id };
  const user = await createUser(db, {
    user: {
      userName: admin.userName,
      fullName: 'Quản trị viên',
      email: admin.email,
      phone: null,
      passwordHash: await hasher.hash(admin.password),
      role: 'admin',
    },
  });
  return { created: true, id: user.id };
}
