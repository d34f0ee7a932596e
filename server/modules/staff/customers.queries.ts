import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { StaffCustomer, StaffCustomerPage, StaffCustomerQuery } from '../../../contract/staff';
import type { Executor } from '../../db/connect';
import { buyOrders, users, wallets } from '../../db/schema';
import { accountSearch, toAdminUser } from '../adminUsers/adminUsers.queries';

/** Orders still in play: not received, cancelled, out of stock or lost. */
const closedOrderStatuses = ['received', 'cancelled', 'outOfStock', 'lost'] as const;

const customerRoles = inArray(users.role, ['customer', 'agency']);

const openOrders = sql<number>`(select count(*)::int from ${buyOrders} where ${buyOrders.userId} = ${users.id} and ${notInArray(
  buyOrders.status,
  [...closedOrderStatuses],
)})`;

function selectCustomers(db: Executor) {
  return db
    .select({ user: users, balanceVnd: wallets.balanceVnd, heldVnd: wallets.heldVnd, openOrders })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id));
}

type CustomerRow = { user: typeof users.$inferSelect; balanceVnd: number | null; heldVnd: number | null; openOrders: number };

function toStaffCustomer(row: CustomerRow): StaffCustomer {
  return { ...toAdminUser(row.user), balanceVnd: row.balanceVnd ?? 0, heldVnd: row.heldVnd ?? 0, openOrders: Number(row.openOrders) };
}

/** Customers and agencies, newest first, found by name, user name, email, phone or customer code. */
export async function listCustomers(db: Executor, query: StaffCustomerQuery): Promise<StaffCustomerPage> {
  const where = and(customerRoles, accountSearch(query.q));
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await selectCustomers(db)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { items: rows.map(toStaffCustomer), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One customer or agency; staff and admin accounts are not customers and answer undefined. */
export async function findCustomer(db: Executor, { id }: { id: number }): Promise<StaffCustomer | undefined> {
  const [row] = await selectCustomers(db).where(and(customerRoles, eq(users.id, id)));
  return row ? toStaffCustomer(row) : undefined;
}
