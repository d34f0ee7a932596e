import type {
  ForgotPasswordRequest,
  LoginRequest,
  ReauthenticateRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../../contract/auth';
import type { Locale } from '../../../contract/user';
import { isVietnameseMobile, normalizePhone } from '../../../contract/phone';
import { v } from '../../../contract/validation';
import type { DeviceTokens, Origin } from '../../auth/deviceToken';
import type { PasswordHasher } from '../../auth/password';
import { accountKey, type PasswordAttempts } from '../../auth/passwordAttempts';
import { isWeakPassword } from '../../auth/passwordPolicy';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { messagesForLocale } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import type { AuthLimits, RateLimiter } from '../../plugins/rateLimit';
import type { AuthUser } from '../../plugins/auth';
import { findUserById, findUserByLogin, setPasswordAndRevokeTokens } from '../users/users.queries';
import { createUser } from '../users/users.service';
import { insertSession, markSessionRenewed, revokeAllSessions, revokeSession } from '../sessions/sessions.queries';
import { claimResetAttempt, markResetCodeUsed, replaceResetCode } from './auth.queries';
import { hashResetCode, newResetCode, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES, resetCodeMatches } from './resetCode';

export interface AuthServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  passwords: PasswordAttempts;
  deviceTokens: DeviceTokens;
  mailer: Mailer;
  limits: AuthLimits;
  /** Keys the reset-code hashes. */
  secret: string;
  now: () => Date;
  onMailError: (error: unknown) => void;
}

/** A session's token, and a device token for the cookie that lets this device past strangers' failed guesses later. */
export interface SignedIn {
  token: string;
  deviceToken: string;
}

async function assertAllowed(pairs: Array<[RateLimiter, string]>) {
  for (const [limiter, key] of pairs) await limiter.assertAllowed(key);
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, tokens, passwords, deviceTokens, limits, now } = deps;

  /**
   * A new session: a sessions row whose id the token carries, and the password was just typed, so
   * `sst` and `auth_time` are both now.
   */
  const issueToken = async (user: { id: number; tokenVersion: number }) => {
    const sessionId = await insertSession(db, { userId: user.id });
    const at = tokens.nowSeconds();
    return tokens.sign({ userId: user.id, sessionId, version: user.tokenVersion, sessionStart: at, authTime: at });
  };

  /** `locale`: the language the person registered in, for the mail we send them later. */
  async function register(input: RegisterRequest & { locale: Locale; origin: Origin }): Promise<SignedIn> {
    // A user name that reads as a phone number would shadow that phone's owner at login.
    if (isVietnameseMobile(input.userName)) {
      throw errors.validation([{ path: 'userName', message: v.userNameInvalid, code: v.userNameInvalid }]);
    }
    const phone = normalizePhone(input.phone);
    if (!phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid, code: v.phoneInvalid }]);
    if (isWeakPassword(input.password, [input.userName, input.email, input.phone, phone])) {
      throw errors.weakPassword('password');
    }
    // Counted once the request is well formed: a typo in the form does not use up the allowance.
    await limits.register.address.assertAllowed(input.origin.address);
    await limits.register.address.hit(input.origin.address);
    const user = await createUser(db, {
      user: {
        userName: input.userName,
        fullName: input.fullName,
        email: input.email,
        phone,
        passwordHash: await hasher.hash(input.password),
        locale: input.locale,
      },
    });
    return { token: await issueToken(user), deviceToken: deviceTokens.issue(user.id) };
  }

  async function login(input: LoginRequest & { origin: Origin }): Promise<SignedIn> {
    const user = await findUserByLogin(db, { identifier: input.userName });
    const valid = await passwords.verify(
      { userId: user?.id, typedName: input.userName, ...input.origin },
      user?.passwordHash,
      input.password,
    );
    if (!user || !valid) throw errors.invalidCredential();
    // Only after the password: a disabled account is not revealed to someone guessing.
    if (user.disabledAt) throw errors.userDisabled();
    return { token: await issueToken(user), deviceToken: deviceTokens.issue(user.id) };
  }

  async function forgotPassword(input: ForgotPasswordRequest & { address: string }): Promise<void> {
    const user = await findUserByLogin(db, { identifier: input.userName });
    const limited: Array<[RateLimiter, string]> = [
      [limits.forgotPassword.address, input.address],
      [limits.forgotPassword.account, accountKey({ userId: user?.id, typedName: input.userName })],
    ];
    await assertAllowed(limited);
    for (const [limiter, key] of limited) await limiter.hit(key);
    if (!user || user.disabledAt) return;

    const code = newResetCode();
    await replaceResetCode(db, {
      userId: user.id,
      codeHash: hashResetCode(deps.secret, user.id, code),
      expiresAt: new Date(now().getTime() + RESET_CODE_TTL_MINUTES * 60_000),
    });
    const mail = messagesForLocale(user.locale).mail.resetCode({
      fullName: user.fullName,
      code,
      minutes: RESET_CODE_TTL_MINUTES,
    });
    // Not awaited: an SMTP round trip would make known accounts answer measurably slower.
    deps.mailer.send({ to: user.email, ...mail, code }).catch(deps.onMailError);
  }

  async function resetPassword(input: ResetPasswordRequest): Promise<{ token: string }> {
    const user = await findUserByLogin(db, { identifier: input.userName });
    if (!user || user.disabledAt) throw errors.invalidActionCode();
    const row = await claimResetAttempt(db, { userId: user.id, maxAttempts: RESET_CODE_MAX_ATTEMPTS });
    if (!row || !resetCodeMatches(deps.secret, user.id, input.code, row.codeHash)) throw errors.invalidActionCode();
    if (row.expiresAt.getTime() <= now().getTime()) throw errors.expiredActionCode();
    // Checked before the code is spent, so a refused password can be replaced with the same code.
    if (isWeakPassword(input.newPassword, [user.userName, user.email, user.phone])) {
      throw errors.weakPassword('newPassword');
    }
    const passwordHash = await hasher.hash(input.newPassword);
    const tokenVersion = await db.transaction(async (tx) => {
      if (!(await markResetCodeUsed(tx, { id: row.id, now: now() }))) throw errors.invalidActionCode();
      return setPasswordAndRevokeTokens(tx, { id: user.id, passwordHash, now: now() });
    });
    if (tokenVersion === undefined) throw errors.invalidActionCode();
    return { token: await issueToken({ id: user.id, tokenVersion }) };
  }

  /**
   * A fresh `exp` for the same session, whose idle time starts over. The auth guard has already
   * refused expired, revoked and disabled tokens, and `sign` caps `exp` at the session's absolute end.
   */
  async function refresh({ user }: { user: AuthUser }): Promise<{ token: string }> {
    await markSessionRenewed(db, { sessionId: user.sessionId, now: now() });
    return {
      token: await tokens.sign({
        userId: user.id,
        sessionId: user.sessionId,
        version: user.tokenVersion,
        sessionStart: user.sessionStart,
        authTime: user.authTime,
      }),
    };
  }

  /** The password typed again renews `auth_time` (same session); wrong guesses count like failed logins. */
  async function reauthenticate(input: ReauthenticateRequest & { user: AuthUser; origin: Origin }): Promise<{ token: string }> {
    const user = await findUserById(db, { id: input.user.id });
    if (!user) throw errors.unauthorized();
    if (!(await passwords.verify({ userId: user.id, ...input.origin }, user.passwordHash, input.password))) {
      throw errors.wrongPassword();
    }
    return {
      token: await tokens.sign({
        userId: user.id,
        sessionId: input.user.sessionId,
        version: input.user.tokenVersion,
        sessionStart: input.user.sessionStart,
        authTime: tokens.nowSeconds(),
      }),
    };
  }

  /** Ends the caller's session: its tokens stop working at once, refresh included. */
  async function logout({ user }: { user: AuthUser }): Promise<void> {
    await revokeSession(db, { userId: user.id, sessionId: user.sessionId, now: now() });
  }

  /** Ends every session of the account, this one included: for a lost or shared device. */
  async function logoutAll({ user }: { user: AuthUser }): Promise<void> {
    await revokeAllSessions(db, { userId: user.id, now: now() });
  }

  return { register, login, forgotPassword, resetPassword, refresh, reauthenticate, logout, logoutAll };
}

export type AuthService = ReturnType<typeof createAuthService>;
