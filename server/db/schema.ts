import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locales, roles } from '../../contract/user';

export const userRole = pgEnum('user_role', roles);
export const userLocale = pgEnum('user_locale', locales);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As typed at registration; uniqueness ignores case (index below). */
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    /** Stored lowercased, so a plain unique constraint is case-insensitive. */
    email: text('email').notNull(),
    /** `+84` and nine digits (contract/phone.ts normalizePhone); null for staff created without one. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    /** Short code the customer writes in bank transfer memos and on parcels. */
    customerCode: text('customer_code').notNull(),
    locale: userLocale('locale').notNull().default('vi'),
    /**
     * Tokens carry `ver`; a token is valid only while it equals this. Bumping it revokes every
     * token issued before, without the same-second ambiguity of a "valid after" timestamp.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_customer_code_key').on(t.customerCode),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the code; the code itself is only in the mail. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_id_idx').on(t.userId)],
);

/** One row per device: a token that shows up under another account moves to that account. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_tokens_token_key').on(t.token), index('push_tokens_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
