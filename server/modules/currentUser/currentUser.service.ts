import { normalizePhone } from '../../../contract/phone';
import type { ChangeInformationRequest, ChangePasswordRequest, CurrentUser } from '../../../contract/user';
import { v } from '../../../contract/validation';
import type { PasswordHasher } from '../../auth/password';
import { isWeakPassword } from '../../auth/passwordPolicy';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { userConflict } from '../users/users.errors';
import { toCurrentUser } from '../users/users.present';
import { findUserById, setPasswordAndRevokeTokens, updateUserProfile } from '../users/users.queries';
import { upsertPushToken } from './currentUser.queries';

export interface CurrentUserServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  now: () => Date;
}

export function createCurrentUserService(deps: CurrentUserServiceDeps) {
  const { db, hasher, tokens, now } = deps;

  async function get({ userId }: { userId: number }): Promise<CurrentUser> {
    const user = await findUserById({ db, id: userId });
    if (!user) throw errors.unauthorized();
    return toCurrentUser(user);
  }

  async function changeInformation({ userId, ...input }: ChangeInformationRequest & { userId: number }): Promise<CurrentUser> {
    const phone = normalizePhone(input.phone);
    if (!phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid, code: v.phoneInvalid }]);
    try {
      const user = await updateUserProfile({ db, id: userId, profile: { ...input, phone }, now: now() });
      if (!user) throw errors.unauthorized();
      return toCurrentUser(user);
    } catch (error) {
      throw userConflict(error) ?? error;
    }
  }

  /** Other devices' tokens stop working; this device gets a fresh one and stays signed in. */
  async function changePassword({ userId, ...input }: ChangePasswordRequest & { userId: number }): Promise<{ token: string }> {
    const user = await findUserById({ db, id: userId });
    if (!user) throw errors.unauthorized();
    if (!(await hasher.verify(user.passwordHash, input.currentPassword))) throw errors.wrongPassword();
    if (isWeakPassword(input.newPassword, [user.userName, user.email, user.phone])) throw errors.weakPassword('newPassword');
    const tokenVersion = await setPasswordAndRevokeTokens({
      db,
      id: userId,
      passwordHash: await hasher.hash(input.newPassword),
      now: now(),
    });
    if (tokenVersion === undefined) throw errors.unauthorized();
    return { token: await tokens.sign({ userId, version: tokenVersion }) };
  }

  async function updatePushToken({ userId, token }: { userId: number; token: string }): Promise<{ ok: true }> {
    await upsertPushToken({ db, userId, token, now: now() });
    return { ok: true };
  }

  return { get, changeInformation, changePassword, updatePushToken };
}

export type CurrentUserService = ReturnType<typeof createCurrentUserService>;
