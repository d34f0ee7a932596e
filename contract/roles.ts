/** Who an account is: a customer, an agency (a reseller with its own customers), staff, or admin. */
export const roles = ['customer', 'agency', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * What a staff account may do. Duties combine on one account (a small company has one person on
 * money and care); `admin` may do everything, including staff accounts and settings.
 */
export const duties = ['money', 'purchasing', 'warehouse', 'delivery', 'care'] as const;
export type Duty = (typeof duties)[number];

/** The roles that open the staff console. */
export function isStaffRole(role: Role): boolean {
  return role === 'staff' || role === 'admin';
}

/** One rule for both sides: the server guards each endpoint with it, the console hides what it refuses. */
export function mayDo(user: { role: Role; duties: readonly Duty[] }, duty: Duty): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'staff' && user.duties.includes(duty);
}

/** Who may open a console page: any staff, staff with one of these duties, or admins only. */
export type Access = 'staff' | 'admin' | readonly Duty[];

export function hasAccess(user: { role: Role; duties: readonly Duty[] }, access: Access): boolean {
  if (access === 'staff') return isStaffRole(user.role);
  if (access === 'admin') return user.role === 'admin';
  return access.some((duty) => mayDo(user, duty));
}
