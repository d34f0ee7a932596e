import { eq, or, sql } from 'drizzle-orm';
import { normalizePhone } from '../../../contract/phone';
import type { Duty, Role } from '../../../contract/roles';
import type { Locale } from '../../../contract/user';
import type { Executor, Tx } from '../../db/connect';
import { users, type UserRow } from '../../db/schema';

export interface NewUser {
  userName: string;
  fullName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role?: Role;
  /** Staff only (contract/roles.ts). */
  duties?: Duty[];
  /** Defaults to Vietnamese. */
  locale?: Locale;
  customerCode: string;
  /** A customer an agency made: which agency, what it calls them, since when (all four or none). */
  agencyId?: number;
  agencyCode?: string;
  agencyJoinedAt?: Date;
  agencyJoinedBy?: 'created' | 'invited';
}

export const userNameKey = (userName: string) => userName.trim().toLowerCase();

export async function findUserById(db: Executor, { id }: { id: number }): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUserName(db: Executor, { userName }: { userName: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${userNameKey(userName)}`)
    .limit(1);
  return row;
}

/**
 * The account a login field names: a user name, an email or a phone in any format people type.
 * A user name wins over an email or phone that happens to match another account.
 */
export async function findUserByLogin(db: Executor, { identifier }: { identifier: string }): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  const phone = normalizePhone(identifier);
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.userName}) = ${key}`, eq(users.email, key), phone ? eq(users.phone, phone) : undefined))
    .limit(3);
  return (
    rows.find((row) => row.userName.toLowerCase() === key) ??
    rows.find((row) => row.email === key) ??
    rows.find((row) => phone !== null && row.phone === phone)
  );
}

/** Throws the driver's unique-violation error on duplicates; the caller maps it (users.errors.ts). */
export async function insertUser(db: Executor, { user }: { user: NewUser }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUserProfile(
  db: Executor,
  { id, profile, now }: { id: number; profile: { fullName: string; email: string; phone: string; locale: Locale }; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, email: profile.email.toLowerCase(), updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Sets a new password and revokes every token issued before; returns the new token version. */
export async function setPasswordAndRevokeTokens(
  db: Executor,
  { id, passwordHash, now }: { id: number; passwordHash: string; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/**
 * Serialises one customer's writes to a collection (address book, cart) until the transaction
 * ends, so a limit check also sees what a concurrent request is inserting. The lock is on the
 * user's row because an empty collection has no row to lock; NO KEY UPDATE leaves other tables'
 * foreign-key checks against the user unblocked. Take it first, before any other row lock.
 */
export async function lockCustomer(tx: Tx, { userId }: { userId: number }): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
