import { normalizePhone } from '../../../contract/phone';
import type { ChangeInformationRequest, ChangePasswordRequest, CurrentUser } from '../../../contract/user';
import { v } from '../../../contract/validation';
import type { PasswordHasher } from '../../auth/password';
import type { Origin } from '../../auth/deviceToken';
import type { PasswordAttempts } from '../../auth/passwordAttempts';
import { isWeakPassword } from '../../auth/passwordPolicy';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/connect';
import { AppError, errors } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { userConflict } from '../users/users.errors';
import { toCurrentUser } from '../users/users.present';
import { findUserById, setPasswordAndRevokeTokens, updateUserProfile } from '../users/users.queries';
import { accountInPlay, eraseAccount } from './accountDeletion.queries';
import { upsertPushToken } from './currentUser.queries';

/** Why an account cannot be closed yet, each with a code the person is told in their language. */
const accountInPlayError = {
  balance: () => new AppError(409, 'account-has-balance'),
  open: () => new AppError(409, 'account-has-open-orders'),
  goods: () => new AppError(409, 'account-has-goods'),
};

export interface CurrentUserServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  passwords: PasswordAttempts;
  now: () => Date;
  /** RECENT_LOGIN_SECONDS: how old `auth_time` may be for email, phone or password changes. */
  recentLoginSeconds: number;
}

export function createCurrentUserService(deps: CurrentUserServiceDeps) {
  const { db, hasher, tokens, passwords, now } = deps;

  /** Someone holding a stolen or forgotten-open session must not take the account over without the password. */
  function assertRecentLogin(user: AuthUser) {
    if (tokens.nowSeconds() - user.authTime > deps.recentLoginSeconds) throw errors.requiresRecentLogin();
  }

  async function changeInformation({ user: caller, ...input }: ChangeInformationRequest & { user: AuthUser }): Promise<CurrentUser> {
    const userId = caller.id;
    const phone = normalizePhone(input.phone);
    if (!phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid, code: v.phoneInvalid }]);
    const stored = await findUserById(db, { id: userId });
    if (!stored) throw errors.unauthorized();
    // Email and phone are login names and the reset channel: changing them needs a recent password; the name does not.
    if (stored.email !== input.email.trim().toLowerCase() || stored.phone !== phone) assertRecentLogin(caller);
    try {
      const user = await updateUserProfile(db, { id: userId, profile: { ...input, phone }, now: now() });
      if (!user) throw errors.unauthorized();
      return toCurrentUser(user);
    } catch (error) {
      throw userConflict(error) ?? error;
    }
  }

  /** Other devices' tokens stop working; this device gets a fresh one and stays signed in. */
  async function changePassword({
    user: caller,
    origin,
    ...input
  }: ChangePasswordRequest & { user: AuthUser; origin: Origin }): Promise<{ token: string }> {
    const userId = caller.id;
    assertRecentLogin(caller);
    const user = await findUserById(db, { id: userId });
    if (!user) throw errors.unauthorized();
    if (!(await passwords.verify({ userId, ...origin }, user.passwordHash, input.currentPassword))) throw errors.wrongPassword();
    if (isWeakPassword(input.newPassword, [user.userName, user.email, user.phone])) throw errors.weakPassword('newPassword');
    const tokenVersion = await setPasswordAndRevokeTokens(db, {
      id: userId,
      passwordHash: await hasher.hash(input.newPassword),
      now: now(),
    });
    if (tokenVersion === undefined) throw errors.unauthorized();
    // The same session, but the password was just typed: a fresh `auth_time`.
    return {
      token: await tokens.sign({
        userId,
        sessionId: caller.sessionId,
        version: tokenVersion,
        sessionStart: caller.sessionStart,
        authTime: tokens.nowSeconds(),
      }),
    };
  }

  async function updatePushToken({ user, token }: { user: AuthUser; token: string }): Promise<{ ok: true }> {
    await upsertPushToken(db, { userId: user.id, sessionId: user.sessionId, token, now: now() });
    return { ok: true };
  }

  /**
   * Closes the account for good once nothing is in play (refused with the reason otherwise): the
   * password is typed again and counted like any other password try.
   */
  async function deleteAccount({ user: caller, origin, password }: { user: AuthUser; origin: Origin; password: string }): Promise<void> {
    const user = await findUserById(db, { id: caller.id });
    if (!user) throw errors.unauthorized();
    if (!(await passwords.verify({ userId: user.id, ...origin }, user.passwordHash, password))) throw errors.wrongPassword();
    await db.transaction(async (tx) => {
      const inPlay = await accountInPlay(tx, { userId: user.id });
      if (inPlay) throw accountInPlayError[inPlay]();
      await eraseAccount(tx, { userId: user.id, now: now() });
    });
  }

  return { changeInformation, changePassword, updatePushToken, deleteAccount };
}

export type CurrentUserService = ReturnType<typeof createCurrentUserService>;
