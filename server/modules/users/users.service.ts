import type { Role } from '../../../contract/roles';
import type { Executor } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { newCustomerCode } from './customerCode';
import { isCustomerCodeClash, userConflict } from './users.errors';
import { insertUser, type NewUser } from './users.queries';

/**
 * Creates a user with a fresh customer code (and, for accounts nobody named, a user name made from it). A clash of codes (1 in millions) is retried;
 * a clash of user name, email or phone becomes the matching 409. Each try runs in its own
 * (sub)transaction, so inside a caller's transaction a clash rolls back to a savepoint instead of
 * aborting the caller's work.
 */
export async function createUser(
  db: Executor,
  { user }: { user: Omit<NewUser, 'customerCode' | 'userName'> & { role?: Role; userName: string | ((customerCode: string) => string) } },
): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const customerCode = newCustomerCode();
    const userName = typeof user.userName === 'function' ? user.userName(customerCode) : user.userName;
    try {
      return await db.transaction((attemptTx) => insertUser(attemptTx, { user: { ...user, userName, customerCode } }));
    } catch (error) {
      if (isCustomerCodeClash(error) && attempt < 5) continue;
      throw userConflict(error) ?? error;
    }
  }
}
