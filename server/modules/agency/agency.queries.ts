import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { AgencyCustomerOrder, AgencyInviteStatus } from '../../../contract/agency';
import type { OrderStatus } from '../../../contract/orderStatus';
import type { ConsignmentStatus } from '../../../contract/shipmentStatus';
import type { Executor } from '../../db/connect';
import { selectPage, type Paging } from '../../db/paging';
import { personSearch } from '../../db/search';
import { isStorableId } from '../orders/checkout.queries';
import { agencyInvites, buyOrders, shippingOrders, users, wallets } from '../../db/schema';

/**
 * What an agency reads of its customers. `agencyId` is part of every WHERE: another agency's
 * customer, or a customer of none, is as absent as a missing one.
 */

/** Orders that are done with: received, or closed without going on. */
const closedBuy: OrderStatus[] = ['received', 'cancelled', 'outOfStock', 'lost'];
const closedConsignment: ConsignmentStatus[] = ['received', 'cancelled'];

const openOrdersOf = (userId: SQL | typeof users.id) =>
  sql<number>`(
    (select count(*) from ${buyOrders} where ${buyOrders.userId} = ${userId} and ${notInArray(buyOrders.status, closedBuy)})
    + (select count(*) from ${shippingOrders} where ${shippingOrders.userId} = ${userId} and ${notInArray(shippingOrders.status, closedConsignment)})
  )::int`;

const customerColumns = {
  id: users.id,
  customerCode: users.customerCode,
  agencyCode: sql<string>`${users.agencyCode}`,
  fullName: users.fullName,
  phone: sql<string>`coalesce(${users.phone}, '')`,
  email: users.email,
  balanceVnd: sql<number>`coalesce(${wallets.balanceVnd}, 0)`.mapWith(Number),
  openOrders: openOrdersOf(users.id).mapWith(Number),
  joinedBy: sql<'created' | 'invited'>`${users.agencyJoinedBy}`,
  joinedAt: sql<Date>`${users.agencyJoinedAt}`.mapWith(users.agencyJoinedAt),
};
export type AgencyCustomerRow = {
  id: number;
  customerCode: string;
  agencyCode: string;
  fullName: string;
  phone: string;
  email: string;
  balanceVnd: number;
  openOrders: number;
  joinedBy: 'created' | 'invited';
  joinedAt: Date;
};

/** What an agency finds its customers by: name, customer or agency code, or phone. */
const customerSearch = (q: string | undefined): SQL | undefined =>
  personSearch(q, { text: [users.fullName, users.customerCode, users.agencyCode] });

export async function listAgencyCustomers(
  db: Executor,
  query: Paging & { agencyId: number; q?: string },
): Promise<{ rows: AgencyCustomerRow[]; total: number }> {
  const select = db
    .select(customerColumns)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .orderBy(desc(users.agencyJoinedAt), desc(users.id))
    .$dynamic();
  const where = and(eq(users.agencyId, query.agencyId), customerSearch(query.q));
  return selectPage(db, { select, from: users, where }, query) as Promise<{ rows: AgencyCustomerRow[]; total: number }>;
}

/** One of the agency's customers, or undefined for anyone else. */
export async function findAgencyCustomer(
  db: Executor,
  { agencyId, id }: { agencyId: number; id: number },
): Promise<AgencyCustomerRow | undefined> {
  // A body's customerId may be any integer; one no row can have is simply nobody's.
  if (!isStorableId(id)) return undefined;
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(and(eq(users.id, id), eq(users.agencyId, agencyId)));
  return row as AgencyCustomerRow | undefined;
}

/** Which of these users are the agency's customers, as it names them (no balance or order count). */
export async function agencyCustomerNamesOf(
  db: Executor,
  { agencyId, ids }: { agencyId: number; ids: readonly number[] },
): Promise<Array<Pick<AgencyCustomerRow, 'id' | 'customerCode' | 'agencyCode' | 'fullName'>>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, customerCode: users.customerCode, agencyCode: sql<string>`${users.agencyCode}`, fullName: users.fullName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.agencyId, agencyId)));
}

/** Where each kind of a customer's orders is kept. */
const orderTables = { buy: buyOrders, shipping: shippingOrders } as const;

type OrderKind = AgencyCustomerOrder['kind'];
type DatedOrder<Kind extends OrderKind> = Extract<AgencyCustomerOrder, { kind: Kind }> & { at: number };

/** A customer's latest orders of one kind, newest first, each with its time in milliseconds to merge the kinds by. */
async function latestOfKind<Kind extends OrderKind>(
  db: Executor,
  kind: Kind,
  { userId, limit }: { userId: number; limit: number },
): Promise<DatedOrder<Kind>[]> {
  const table = orderTables[kind];
  const rows = await db
    .select({ id: table.id, code: table.code, status: table.status, totalVnd: table.totalVnd, createdAt: table.createdAt })
    // Either table, by `kind`; drizzle takes one table type, not a choice of two.
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
  // The table is the kind's own, so each status is one of its kind; the types cannot follow `kind` into the table.
  return rows.map((row) => ({ kind, ...row, createdAt: row.createdAt.toISOString(), at: row.createdAt.getTime() }) as DatedOrder<Kind>);
}

/** A customer's latest buy orders and consignments together, newest first. */
export async function latestOrdersOf(db: Executor, { userId, limit }: { userId: number; limit: number }): Promise<AgencyCustomerOrder[]> {
  const orders = [...(await latestOfKind(db, 'buy', { userId, limit })), ...(await latestOfKind(db, 'shipping', { userId, limit }))];
  return orders
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ at: _at, ...order }) => order);
}

/** The agency's home figures; `monthStart` is when this month began in Vietnam. */
export async function agencyFigures(db: Executor, { agencyId, monthStart }: { agencyId: number; monthStart: Date }) {
  const [customers] = await db
    .select({
      customers: sql<number>`count(*)::int`.mapWith(Number),
      balanceVnd: sql<string>`coalesce(sum(${wallets.balanceVnd}), 0)`.mapWith(Number),
      openOrders: sql<string>`coalesce(sum(${openOrdersOf(users.id)}), 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.agencyId, agencyId));
  const [month] = await db
    .select({
      orders: sql<number>`count(*)::int`.mapWith(Number),
      totalVnd: sql<string>`coalesce(sum(${buyOrders.totalVnd}), 0)`.mapWith(Number),
    })
    .from(buyOrders)
    .innerJoin(users, eq(users.id, buyOrders.userId))
    .where(and(eq(users.agencyId, agencyId), gte(buyOrders.createdAt, monthStart), sql`${buyOrders.status} <> 'cancelled'`));
  const [invites] = await db
    .select({ pending: sql<number>`count(*)::int`.mapWith(Number) })
    .from(agencyInvites)
    .where(and(eq(agencyInvites.agencyId, agencyId), eq(agencyInvites.status, 'pending')));
  return {
    customers: customers?.customers ?? 0,
    customersBalanceVnd: customers?.balanceVnd ?? 0,
    openOrders: customers?.openOrders ?? 0,
    monthOrders: month?.orders ?? 0,
    monthOrdersVnd: month?.totalVnd ?? 0,
    pendingInvites: invites?.pending ?? 0,
  };
}

// ── Invitations ──────────────────────────────────────────────────────────────────────────────

export type AgencyInviteRow = typeof agencyInvites.$inferSelect;

export async function listAgencyInvites(db: Executor, query: Paging & { agencyId: number }) {
  const select = db
    .select({ invite: agencyInvites, customerCode: users.customerCode, fullName: users.fullName })
    .from(agencyInvites)
    .innerJoin(users, eq(users.id, agencyInvites.customerId))
    .orderBy(desc(agencyInvites.id))
    .$dynamic();
  return selectPage(db, { select, from: agencyInvites, where: eq(agencyInvites.agencyId, query.agencyId) }, query);
}

/** One invitation, by the agency that sent it or the customer it went to; locked with `lock`. */
export async function findInvite(
  db: Executor,
  { id, agencyId, customerId, lock = false }: { id: number; agencyId?: number; customerId?: number; lock?: boolean },
): Promise<AgencyInviteRow | undefined> {
  const select = db
    .select()
    .from(agencyInvites)
    .where(
      and(
        eq(agencyInvites.id, id),
        agencyId === undefined ? undefined : eq(agencyInvites.agencyId, agencyId),
        customerId === undefined ? undefined : eq(agencyInvites.customerId, customerId),
      ),
    );
  const [row] = lock ? await select.for('update') : await select;
  return row;
}

export async function closeInvite(
  db: Executor,
  { id, status, now }: { id: number; status: Exclude<AgencyInviteStatus, 'pending'>; now: Date },
) {
  const [row] = await db.update(agencyInvites).set({ status, answeredAt: now }).where(eq(agencyInvites.id, id)).returning();
  if (!row) throw new Error(`agency invite ${id} has no row`);
  return row;
}

/** The invitations waiting for a customer, each with the agency's name. */
export async function pendingInvitesOf(db: Executor, { customerId }: { customerId: number }) {
  return db
    .select({ invite: agencyInvites, agencyName: users.fullName })
    .from(agencyInvites)
    .innerJoin(users, eq(users.id, agencyInvites.agencyId))
    .where(and(eq(agencyInvites.customerId, customerId), eq(agencyInvites.status, 'pending')))
    .orderBy(desc(agencyInvites.id));
}

/** Whether the agency already calls one of its customers by this code (case does not matter). */
export async function agencyCodeInUse(db: Executor, { agencyId, agencyCode }: { agencyId: number; agencyCode: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), sql`lower(${users.agencyCode}) = ${agencyCode.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

// ── Export ───────────────────────────────────────────────────────────────────────────────────

/** The customers' buy orders and consignments made in [from, until), oldest first. */
export async function ordersForExport(db: Executor, { agencyId, from, until }: { agencyId: number; from: Date; until: Date }) {
  const who = { customerCode: users.customerCode, agencyCode: sql<string>`${users.agencyCode}`, fullName: users.fullName };
  const buys = await db
    .select({ ...who, code: buyOrders.code, status: buyOrders.status, totalVnd: buyOrders.totalVnd, createdAt: buyOrders.createdAt })
    .from(buyOrders)
    .innerJoin(users, eq(users.id, buyOrders.userId))
    .where(and(eq(users.agencyId, agencyId), gte(buyOrders.createdAt, from), lt(buyOrders.createdAt, until)))
    .orderBy(asc(buyOrders.id));
  const consignments = await db
    .select({
      ...who,
      code: shippingOrders.code,
      status: shippingOrders.status,
      totalVnd: shippingOrders.totalVnd,
      createdAt: shippingOrders.createdAt,
    })
    .from(shippingOrders)
    .innerJoin(users, eq(users.id, shippingOrders.userId))
    .where(and(eq(users.agencyId, agencyId), gte(shippingOrders.createdAt, from), lt(shippingOrders.createdAt, until)))
    .orderBy(asc(shippingOrders.id));
  return [
    ...buys.map((row) => ({ kind: 'buy' as const, ...row })),
    ...consignments.map((row) => ({ kind: 'shipping' as const, ...row })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// ── The customer's side ──────────────────────────────────────────────────────────────────────

const agencyAccount = alias(users, 'agency');

/** The agency a customer belongs to and how they joined; undefined for a customer of none (or anyone else). */
export async function membershipOf(db: Executor, { customerId, lock = false }: { customerId: number; lock?: boolean }) {
  const select = db
    .select({
      agencyId: sql<number>`${users.agencyId}`,
      agencyName: agencyAccount.fullName,
      customerName: users.fullName,
      agencyCode: sql<string>`${users.agencyCode}`,
      joinedAt: sql<Date>`${users.agencyJoinedAt}`.mapWith(users.agencyJoinedAt),
      joinedBy: sql<'created' | 'invited'>`${users.agencyJoinedBy}`,
    })
    .from(users)
    .innerJoin(agencyAccount, eq(agencyAccount.id, users.agencyId))
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
  const [row] = lock ? await select.for('update', { of: users }) : await select;
  return row;
}
