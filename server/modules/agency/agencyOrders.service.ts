import type { z } from 'zod/mini';
import type {
  AgencyOrder,
  AgencyOrderQuery,
  AgencyOrderSummary,
  CreateAgencyOrdersResponse,
  agencyOrderQuoteRequestSchema,
  createAgencyOrdersSchema,
} from '../../../contract/agency';
import type { CheckoutQuote } from '../../../contract/orders';
import type { Db, Tx } from '../../db/connect';
import type { Page } from '../../db/paging';
import { errors } from '../../errors';
import type { CheckoutService } from '../orders/checkout.service';
import { isStorableId } from '../orders/checkout.queries';
import { loadOrder } from '../orders/orderLoad';
import { findOrder } from '../orders/orders.queries';
import type { OrdersService } from '../orders/orders.service';
import { findAgencyCustomer } from './agency.queries';
import { agencyCustomerOf, customerRef, ownerRefOf, ownerRefsOf } from './agencyCustomer';

type Agency = { userId: number };

/**
 * Buy orders an agency places for its customers: the customer's checkout of the agency's own cart
 * lines (orders/checkout.service.ts with `placedBy`), the orders it placed, and any of its
 * customers' orders to read. `userId` is always the agency.
 */
export function createAgencyOrdersService({ db, checkout, orders }: { db: Db; checkout: CheckoutService; orders: OrdersService }) {
  async function quote({ userId, request }: Agency & { request: z.output<typeof agencyOrderQuoteRequestSchema> }): Promise<CheckoutQuote> {
    const customer = await agencyCustomerOf(db, { agencyId: userId, id: request.customerId });
    return checkout.quote({ userId: customer.id, placedBy: userId, request });
  }

  /** In the caller's transaction (the Idempotency-Key's); the customer's wallet pays the deposit. */
  async function create(
    tx: Tx,
    { userId, request }: Agency & { request: z.output<typeof createAgencyOrdersSchema> },
  ): Promise<CreateAgencyOrdersResponse> {
    const customer = await agencyCustomerOf(tx, { agencyId: userId, id: request.customerId });
    const made = await checkout.create(tx, { userId: customer.id, placedBy: userId, request });
    return { orders: made.orders.map((order) => ({ ...order, customer: customerRef(customer), placedByAgency: true })) };
  }

  async function list({ userId, customerId, ...query }: AgencyOrderQuery & Agency): Promise<Page<AgencyOrderSummary>> {
    if (customerId !== undefined && !isStorableId(customerId)) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const page = await orders.listPlaced({ ...query, placedBy: userId, userId: customerId });
    const owners = await ownerRefsOf(db, { agencyId: userId, userIds: page.items.map((item) => item.userId) });
    return { ...page, items: page.items.map(({ userId: owner, ...item }) => ({ ...item, customer: owners.get(owner)! })) };
  }

  /** An order the agency placed (even for a former customer), or any order of a current customer. */
  async function get({ userId, id }: Agency & { id: number }): Promise<AgencyOrder> {
    const row = isStorableId(id) ? await findOrder(db, { id }) : undefined;
    if (!row) throw errors.notFound();
    const customer = await findAgencyCustomer(db, { agencyId: userId, id: row.userId });
    const placedByAgency = row.placedBy === userId;
    if (!customer && !placedByAgency) throw errors.notFound();
    return {
      ...(await loadOrder(db, { row })),
      customer: customer ? customerRef(customer) : await ownerRefOf(db, { agencyId: userId, userId: row.userId }),
      placedByAgency,
    };
  }

  return { quote, create, list, get };
}

export type AgencyOrdersService = ReturnType<typeof createAgencyOrdersService>;
