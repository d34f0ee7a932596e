import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { AdminUser, AdminUserQuery, CreateUserRequest, UpdateUserRequest } from '../../../contract/staff';
import { isVietnameseMobile, normalizePhone } from '../../../contract/phone';
import { v } from '../../../contract/validation';
import { recordAudit } from '../../audit/audit';
import type { PasswordHasher } from '../../auth/password';
import { isWeakPassword } from '../../auth/passwordPolicy';
import type { Db, Tx } from '../../db/connect';
import { users, type UserRow } from '../../db/schema';
import { errors } from '../../errors';
import { agencyHasCustomers, customerHasAgency } from '../agency/agency.errors';
import { createUser } from '../users/users.service';
import { accountDeleted, cannotDemoteSelf, cannotDisableSelf, dutiesOnlyForStaff } from './adminUsers.errors';
import { listAccounts, toAdminUser } from './adminUsers.queries';

export interface AdminUsersServiceDeps {
  db: Db;
  now: () => Date;
  hasher: PasswordHasher;
}

type Actor = { actorId: number };

/**
 * What admins do to accounts: make them (staff, agencies, customers), change who they are and
 * what they may do, disable and enable them. Every change is in the audit log, written in the
 * same transaction. The auth guard reads role, duties and disabled_at on every request, so a
 * change applies to the account's next request without signing it in again.
 */
export function createAdminUsersService(deps: AdminUsersServiceDeps) {
  const { db, now, hasher } = deps;

  const list = (query: AdminUserQuery) => listAccounts(db, query);

  async function get({ userId }: { userId: number }): Promise<AdminUser> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw errors.userNotFound();
    return toAdminUser(row);
  }

  /** Duties belong to staff; an admin may do everything and other roles nothing in the console. */
  function dutiesFor(role: Role, duties: CreateUserRequest['duties'] = []) {
    if (role !== 'staff' && duties.length > 0) throw dutiesOnlyForStaff();
    return [...new Set(duties)];
  }

  async function create({ actorId, input }: Actor & { input: CreateUserRequest }): Promise<AdminUser> {
    const duties = dutiesFor(input.role, input.duties);
    // As at registration: a user name that reads as a phone number would shadow that phone's owner at login.
    if (isVietnameseMobile(input.userName))
      throw errors.validation([{ path: 'userName', message: v.userNameInvalid, code: v.userNameInvalid }]);
    const phone = input.phone === undefined ? null : normalizePhone(input.phone);
    if (input.phone !== undefined && !phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid, code: v.phoneInvalid }]);
    if (isWeakPassword(input.password, [input.userName, input.email, input.phone ?? '', phone ?? '']))
      throw errors.weakPassword('password');
    const passwordHash = await hasher.hash(input.password);
    return db.transaction(async (tx) => {
      const row = await createUser(tx, {
        user: { userName: input.userName, fullName: input.fullName, email: input.email, phone, passwordHash, role: input.role, duties },
      });
      const account = toAdminUser(row);
      await recordAudit(tx, { actorId, action: 'user.create', objectType: 'user', objectId: row.id, after: accessOf(account) });
      return account;
    });
  }

  async function update({ actorId, userId, input }: Actor & { userId: number; input: UpdateUserRequest }): Promise<AdminUser> {
    const duties = dutiesFor(input.role, input.duties);
    // The last word on accounts must not be able to remove itself by a slip of the role menu.
    if (actorId === userId && input.role !== 'admin') throw cannotDemoteSelf();
    return db.transaction(async (tx) => {
      const before = await lockAccount(tx, userId);
      if (before.deletedAt) throw accountDeleted();
      await assertAgencyTiesAllow(tx, before, input.role);
      const [after] = await tx.update(users).set({ role: input.role, duties, updatedAt: now() }).where(eq(users.id, userId)).returning();
      const account = toAdminUser(after!);
      await recordAudit(tx, {
        actorId,
        action: 'user.update',
        objectType: 'user',
        objectId: userId,
        before: accessOf(toAdminUser(before)),
        after: accessOf(account),
      });
      return account;
    });
  }

  /**
   * The auth plugin reads disabled_at on every request, so the account's tokens stop at once.
   * The token version is bumped too: re-enabling must not bring a possibly stolen token back.
   */
  async function disable({ actorId, userId }: Actor & { userId: number }): Promise<{ ok: true }> {
    // An admin locking themselves out could leave nobody able to undo it.
    if (actorId === userId) throw cannotDisableSelf();
    return db.transaction(async (tx) => {
      const before = await lockAccount(tx, userId);
      await tx
        .update(users)
        .set({
          disabledAt: sql`coalesce(${users.disabledAt}, ${now()})`,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: now(),
        })
        .where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId,
        action: 'user.disable',
        objectType: 'user',
        objectId: userId,
        before: { disabled: before.disabledAt !== null },
        after: { disabled: true },
      });
      return { ok: true as const };
    });
  }

  /** A closed account stays closed: its owner asked for it, and its personal data is gone. */
  async function enable({ actorId, userId }: Actor & { userId: number }): Promise<{ ok: true }> {
    return db.transaction(async (tx) => {
      const before = await lockAccount(tx, userId);
      if (before.deletedAt) throw accountDeleted();
      await tx.update(users).set({ disabledAt: null, updatedAt: now() }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId,
        action: 'user.enable',
        objectType: 'user',
        objectId: userId,
        before: { disabled: before.disabledAt !== null },
        after: { disabled: false },
      });
      return { ok: true as const };
    });
  }

  return { list, get, create, update, disable, enable };
}

async function lockAccount(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw errors.userNotFound();
  return row;
}

/**
 * Agencies and their customers keep their roles while they are tied: an agency with customers
 * stays one (they would lose their agency and its terms), and a customer of an agency stays a
 * customer (an agency's customer cannot be staff or another agency).
 */
async function assertAgencyTiesAllow(tx: Tx, account: UserRow, role: Role): Promise<void> {
  if (account.agencyId !== null && role !== 'customer') throw customerHasAgency();
  if (account.role === 'agency' && role !== 'agency') {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.agencyId, account.id)).limit(1);
    if (customer) throw agencyHasCustomers();
  }
}

/** What the audit log keeps of an account change: who it is and what it may do. */
function accessOf(account: AdminUser) {
  return { role: account.role, duties: account.duties, disabled: account.disabled };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
