import { z } from 'zod/mini';
import { isVietnameseMobile } from './phone';
import { v } from './validation';

/** NIST 800-63B: at least 8 characters, long passphrases welcome, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: v.required })
  .check(z.minLength(PASSWORD_MIN, { error: v.passwordTooShort }), z.maxLength(PASSWORD_MAX, { error: v.passwordTooLong }));

export const userNameSchema = z
  .string({ error: v.required })
  .check(z.trim(), z.regex(/^[A-Za-z0-9._]{3,32}$/, { error: v.userNameInvalid }));

/** A person's full name, at most this many UTF-16 units; the forms count against it. */
export const FULL_NAME_MAX = 100;

export const fullNameSchema = z
  .string({ error: v.nameRequired })
  .check(z.trim(), z.minLength(1, { error: v.nameRequired }), z.maxLength(FULL_NAME_MAX, { error: v.tooLong }));

export const emailSchema = z.pipe(
  z.string({ error: v.emailInvalid }).check(z.trim(), z.maxLength(254, { error: v.tooLong })),
  z.email({ error: v.emailInvalid }),
);

export const phoneSchema = z.string({ error: v.phoneInvalid }).check(z.trim(), z.refine(isVietnameseMobile, { error: v.phoneInvalid }));

/** Login accepts a user name, an email or a phone number in the same field. */
const loginIdentifierSchema = z
  .string({ error: v.required })
  .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(254, { error: v.tooLong }));

export const registerRequestSchema = z.object({
  userName: userNameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  userName: loginIdentifierSchema,
  password: z
    .string({ error: v.required })
    .check(z.minLength(1, { error: v.required }), z.maxLength(PASSWORD_MAX, { error: v.passwordTooLong })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ userName: loginIdentifierSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetCodeSchema = z.string({ error: v.codeInvalid }).check(z.trim(), z.regex(/^\d{6}$/, { error: v.codeInvalid }));

export const resetPasswordRequestSchema = z.object({
  userName: loginIdentifierSchema,
  code: resetCodeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Typing the password again (with a valid token) renews `auth_time` for sensitive changes. */
export const reauthenticateRequestSchema = z.object({
  password: z
    .string({ error: v.required })
    .check(z.minLength(1, { error: v.required }), z.maxLength(PASSWORD_MAX, { error: v.passwordTooLong })),
});
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The same answer whether or not the account exists. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
