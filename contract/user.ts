import { z } from 'zod/mini';
import { emailSchema, fullNameSchema, passwordSchema, phoneSchema } from './auth';
import { duties, roles } from './roles';
import { v } from './validation';

export const locales = ['vi', 'zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

/** Who an account is, as its owner and the admins see it alike. */
export const accountShape = {
  id: z.int(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Stored and returned as +84…, or empty for a staff account made without one; show it with formatPhone(). */
  phone: z.string(),
  role: z.enum(roles),
  /** What a staff account may do in the console (contract/staff.ts); empty for everyone else. */
  duties: z.array(z.enum(duties)),
  customerCode: z.string(),
};

/** How staff reach the customer an object belongs to, on the console's page of it (a phone is a call away). */
export const customerContactSchema = z.object({ fullName: z.string(), phone: z.nullable(z.string()), email: z.string() });
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const currentUserSchema = z.object({
  ...accountShape,
  locale: z.enum(locales),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const changeInformationRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  locale: z.enum(locales, { error: v.localeInvalid }),
});
export type ChangeInformationRequest = z.infer<typeof changeInformationRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: v.required })
    .check(z.minLength(1, { error: v.required }), z.maxLength(128, { error: v.passwordTooLong })),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** DELETE /CurrentUser: the password typed again, since closing an account cannot be undone. */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: v.required }).check(z.minLength(1, { error: v.required }), z.maxLength(128, { error: v.passwordTooLong })),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** A Web Push subscription (JSON) or an FCM registration token, one per device. */
export const updateFcmTokenRequestSchema = z.object({
  token: z.string({ error: v.required }).check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(4096, { error: v.tooLong })),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });
