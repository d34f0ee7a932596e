import { z } from 'zod/mini';
import { emailSchema, fullNameSchema, passwordSchema, phoneSchema, userNameSchema } from './auth';
import { pageOf, pageParams, searchSchema } from './pagination';
import { auditObjectTypes } from './auditObjects';
import { duties, roles } from './roles';
import { accountShape } from './user';
import { v } from './validation';

/** A calendar day in Vietnam, `YYYY-MM-DD`. */
const day = z.string({ error: v.dateInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: v.dateInvalid }));

// ── Accounts (admin) ─────────────────────────────────────────────────────────────────────────

export const adminUserSchema = z.object({
  ...accountShape,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /Admin/Users?q&role&page&pageSize — `q` matches user name, name, phone, email or customer code. */
export const adminUserQuerySchema = z.object({
  q: searchSchema,
  role: z.optional(z.enum(roles)),
  ...pageParams(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

const dutiesField = z._default(z.array(z.enum(duties, { error: v.dutyInvalid })).check(z.maxLength(duties.length)), []);

/** POST /Admin/Users: a staff, agency or customer account made by an admin. Duties only for staff. */
export const createUserRequestSchema = z.object({
  userName: userNameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  phone: z.optional(phoneSchema),
  password: passwordSchema,
  role: z.enum(roles, { error: v.roleInvalid }),
  duties: dutiesField,
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /Admin/Users/:id: role and duties (customer → agency included). */
export const updateUserRequestSchema = z.object({
  role: z.enum(roles, { error: v.roleInvalid }),
  duties: dutiesField,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────

/** GET /Staff/Dashboard: the work waiting, one count per queue. */
export const dashboardSchema = z.object({
  unmatchedBankLines: z.int(),
  rechargesToCheck: z.int(),
  ordersToBuy: z.int(),
  ordersAwaitingSeller: z.int(),
  packagesExpectedInChina: z.int(),
  packagesToMove: z.int(),
  deliveriesToHandOver: z.int(),
  withdrawalsToPay: z.int(),
  /** Pay on behalf: requests no one has taken yet, requests being paid, customers' refunds to decide. */
  pobToTake: z.int(),
  pobInProcess: z.int(),
  pobRefundsToDecide: z.int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardQueue = keyof Dashboard;

// ── Audit log ────────────────────────────────────────────────────────────────────────────────

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actorId: z.int(),
  actorName: z.string(),
  /** A dotted verb, e.g. `withdrawal.complete`, `order.move`, `user.create`, `settings.update`. */
  action: z.string(),
  objectType: z.enum(auditObjectTypes),
  objectId: z.string(),
  /** For money and settings: the state before and after the action; null otherwise. */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  note: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /Staff/Audit?page&actor&object&objectId&from&to — `actor` is a user id, `object` a type. */
export const auditQuerySchema = z.object({
  actor: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1)))),
  object: z.optional(z.enum(auditObjectTypes)),
  objectId: z.optional(z.string().check(z.maxLength(40))),
  from: z.optional(day),
  to: z.optional(day),
  ...pageParams(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ── Customers (staff view) ───────────────────────────────────────────────────────────────────

export const staffCustomerSchema = z.extend(adminUserSchema, {
  balanceVnd: z.int(),
  heldVnd: z.int(),
  openOrders: z.int(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const staffCustomerPageSchema = pageOf(staffCustomerSchema);
export type StaffCustomerPage = z.infer<typeof staffCustomerPageSchema>;

/** GET /Staff/Customer?q&page&pageSize — customers and agencies. */
export const staffCustomerQuerySchema = z.object({ q: searchSchema, ...pageParams() });
export type StaffCustomerQuery = z.infer<typeof staffCustomerQuerySchema>;

// ── Exports ──────────────────────────────────────────────────────────────────────────────────

export const exportKinds = ['orders', 'transactions', 'packages'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** GET /Staff/Export/:kind?from&to → text/csv (UTF-8 with BOM), days in Vietnam's time, both included. */
export const exportQuerySchema = z.object({ from: day, to: day });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
