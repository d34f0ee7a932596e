import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { errors } from '../../errors';
import { cannotDisableSelf } from './adminUsers.errors';

export interface AdminUsersServiceDeps {
  db: Db;
  now: () => Date;
}

/** What admins may do to other accounts. The route guard has already checked the role. */
export function createAdminUsersService(deps: AdminUsersServiceDeps) {
  const { db, now } = deps;

  /**
   * The auth plugin reads disabled_at on every request, so the account's tokens stop at once.
   * The token version is bumped too: re-enabling must not bring a possibly stolen token back.
   */
  async function disable({ actorId, userId }: { actorId: number; userId: number }): Promise<{ ok: true }> {
    // An admin locking themselves out could leave nobody able to undo it.
    if (actorId === userId) throw cannotDisableSelf();
    const [row] = await db
      .update(users)
      .set({
        disabledAt: sql`coalesce(${users.disabledAt}, ${now()})`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now(),
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw errors.userNotFound();
    return { ok: true };
  }

  async function enable({ userId }: { userId: number }): Promise<{ ok: true }> {
    const [row] = await db
      .update(users)
      .set({ disabledAt: null, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw errors.userNotFound();
    return { ok: true };
  }

  return { disable, enable };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
