import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import type {
  AgencyCustomer,
  AgencyCustomerRef,
  AgencyCustomerQuery,
  AgencyCustomerSummary,
  AgencyExportQuery,
  AgencyPob,
  AgencyPobQuery,
  AgencyPobSummary,
  AgencySummary,
  AgencyTransfer,
  CreateAgencyCustomer,
  agencyPobQuoteRequestSchema,
  createAgencyPobSchema,
} from '../../../contract/agency';
import { normalizePhone } from '../../../contract/phone';
import type { PobQuote } from '../../../contract/orderPob';
import type { Transaction } from '../../../contract/ledger';
import { v } from '../../../contract/validation';
import type { PasswordHasher } from '../../auth/password';
import type { Db, Executor, Tx } from '../../db/connect';
import { pageOfRows, type Page, type Paging } from '../../db/paging';
import { agencyTransfers } from '../../db/schema';
import { errors } from '../../errors';
import { isStorableId } from '../orders/checkout.queries';
import { toPobSummary } from '../orderPob/pob.present';
import { findPob, listPobs, type PobRow } from '../orderPob/pob.queries';
import { loadPob, type PobService } from '../orderPob/pob.service';
import { csvFile, exportRange, vietnamTime } from '../../exports/csv';
import { createUser } from '../users/users.service';
import { vietnamMonthStart } from '../wallet/vietnamDay';
import { toTransaction } from '../wallet/wallet.present';
import { credit, debit, findWallet, listEntries } from '../wallet/wallet.queries';
import { agencyCustomerOf, customerRef, ownerRefOf } from './agencyCustomer';
import { countAttempt, type AgencyLimits } from './agencyLimits';
import { termsStateOf } from './agencyTerms';
import { agencyFigures, latestOrdersOf, listAgencyCustomers, ordersForExport, type AgencyCustomerRow } from './agency.queries';

type Agency = { userId: number };
type AgencyPobQuoteInput = z.output<typeof agencyPobQuoteRequestSchema>;
type CreateAgencyPobInput = z.output<typeof createAgencyPobSchema>;

/** How many of a customer's orders their page shows. */
const LATEST_ORDERS = 20;

const toCustomerSummary = ({ email: _email, joinedAt, ...row }: AgencyCustomerRow): AgencyCustomerSummary => ({
  ...row,
  joinedAt: joinedAt.toISOString(),
});

/**
 * What an agency does with its customers: their accounts, money it moves to them, requests it
 * pays on their behalf, its home figures and the export of their orders. `userId` is always the
 * agency (the routes only let agencies in); a customer id that is not the agency's is 404.
 */
export function createAgencyService({
  db,
  now,
  hasher,
  pobs,
  limits,
}: {
  db: Db;
  now: () => Date;
  hasher: PasswordHasher;
  pobs: PobService;
  limits: AgencyLimits;
}) {
  const customerOf = (executor: Executor, { userId, id }: Agency & { id: number }): Promise<AgencyCustomerRow> =>
    agencyCustomerOf(executor, { agencyId: userId, id });

  async function listCustomers(query: AgencyCustomerQuery & Agency): Promise<Page<AgencyCustomerSummary>> {
    return pageOfRows(await listAgencyCustomers(db, { ...query, agencyId: query.userId }), query, toCustomerSummary);
  }

  async function getCustomer(input: Agency & { id: number }): Promise<AgencyCustomer> {
    const row = await customerOf(db, input);
    return {
      ...toCustomerSummary(row),
      email: row.email,
      wallet: await findWallet(db, { userId: row.id }),
      orders: await latestOrdersOf(db, { userId: row.id, limit: LATEST_ORDERS }),
    };
  }

  async function customerTransactions(input: Agency & Paging & { id: number }): Promise<Page<Transaction>> {
    const row = await customerOf(db, input);
    return pageOfRows(await listEntries(db, { userId: row.id, page: input.page, pageSize: input.pageSize }), input, toTransaction);
  }

  /**
   * A customer account the agency makes: a customer like any other, its user name made from its
   * customer code and a password nobody knows (the customer sets one through "forgot password").
   * Phone and e-mail clash as at registration; the agency's code for them clashes within the agency.
   * Counted against the agency's limit once well formed (agencyLimits.ts).
   */
  async function createCustomer({ userId, request }: Agency & { request: CreateAgencyCustomer }): Promise<AgencyCustomer> {
    const phone = normalizePhone(request.phone);
    if (!phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid, code: v.phoneInvalid }]);
    await countAttempt(limits.customers, userId);
    const passwordHash = await hasher.hash(randomBytes(32).toString('base64url'));
    const row = await createUser(db, {
      user: {
        userName: (customerCode) => customerCode.toLowerCase(),
        fullName: request.fullName,
        email: request.email,
        phone,
        passwordHash,
        role: 'customer',
        agencyId: userId,
        agencyCode: request.agencyCode,
        agencyJoinedAt: now(),
        agencyJoinedBy: 'created',
      },
    });
    return getCustomer({ userId, id: row.id });
  }

  /**
   * In the caller's transaction (the Idempotency-Key's): the agency's available balance pays (a
   * withdrawal's hold is not spendable), the customer's wallet gets it, both entries caused by one
   * transfer row. The debit's conditional UPDATE is what stops two transfers overspending.
   */
  async function transfer(tx: Tx, { userId, id, amountVnd }: Agency & { id: number; amountVnd: number }): Promise<AgencyTransfer> {
    const customer = await customerOf(tx, { userId, id });
    const at = now();
    const [row] = await tx
      .insert(agencyTransfers)
      .values({ agencyId: userId, customerId: customer.id, amountVnd, createdAt: at })
      .returning();
    if (!row) throw new Error('inserting an agency transfer returned no row');
    const cause = { type: 'agencyTransfer' as const, id: row.id };
    await debit(tx, { userId, amountVnd, type: 'transfer', cause, note: customer.customerCode, from: 'available', now: at });
    await credit(tx, { userId: customer.id, amountVnd, type: 'transfer', cause, note: null, now: at });
    return {
      id: row.id,
      amountVnd,
      agencyWallet: await findWallet(tx, { userId }),
      customerWallet: await findWallet(tx, { userId: customer.id }),
      createdAt: at.toISOString(),
    };
  }

  async function summary({ userId }: Agency): Promise<AgencySummary> {
    const figures = await agencyFigures(db, { agencyId: userId, monthStart: vietnamMonthStart(now()) });
    const { custom, terms } = await termsStateOf(db, { agencyId: userId });
    return { ...figures, wallet: await findWallet(db, { userId }), terms, customTerms: custom };
  }

  // ── Pay on behalf for a customer ───────────────────────────────────────────────────────────

  const payerId = (agencyId: number, customerId: number, payer: 'agency' | 'customer') => (payer === 'agency' ? agencyId : customerId);

  async function quotePob({ userId, request }: Agency & { request: AgencyPobQuoteInput }): Promise<PobQuote> {
    const customer = await customerOf(db, { userId, id: request.customerId });
    return pobs.quote({ userId: customer.id, request, payerId: payerId(userId, customer.id, request.payer) });
  }

  async function createPob(tx: Tx, { userId, request }: Agency & { request: CreateAgencyPobInput }): Promise<AgencyPob> {
    const customer = await customerOf(tx, { userId, id: request.customerId });
    const pob = await pobs.create(tx, {
      userId: customer.id,
      request,
      placedBy: userId,
      paidBy: payerId(userId, customer.id, request.payer),
    });
    const row = await findPob(tx, { id: pob.id });
    return { ...pob, ...agencyPobShape(row!, customerRef(customer)) };
  }

  function agencyPobShape(row: PobRow, customer: AgencyCustomerRef) {
    return {
      customer,
      payer: row.paidBy !== null && row.paidBy === row.placedBy ? ('agency' as const) : ('customer' as const),
    };
  }

  const customerForPob = (executor: Executor, row: PobRow) => ownerRefOf(executor, { agencyId: row.placedBy!, userId: row.userId });

  async function listPobsForAgency(query: AgencyPobQuery & Agency): Promise<Page<AgencyPobSummary>> {
    const { userId, customerId, ...rest } = query;
    if (customerId !== undefined && !isStorableId(customerId)) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const page = await listPobs(db, { ...rest, placedBy: userId, userId: customerId });
    const items: AgencyPobSummary[] = [];
    for (const { pob } of page.rows) items.push({ ...toPobSummary(pob), ...agencyPobShape(pob, await customerForPob(db, pob)) });
    return { items, total: page.total, page: query.page, pageSize: query.pageSize };
  }

  async function getPob({ userId, id }: Agency & { id: number }): Promise<AgencyPob> {
    const row = await findPob(db, { id });
    if (!row || row.placedBy !== userId) throw errors.notFound();
    return { ...(await loadPob(db, { row })), ...agencyPobShape(row, await customerForPob(db, row)) };
  }

  /**
   * In the caller's transaction (its Idempotency-Key's): the customer's own cancel (pending only,
   * else 409 invalid-transition), asked by the agency that made the request while the customer is
   * still its own (a former customer's request is theirs alone: 404). The whole debit goes back to
   * the wallet that paid it (`payerOf`), the agency's or the customer's.
   */
  async function cancelPob(tx: Tx, { userId, id }: Agency & { id: number }): Promise<AgencyPob> {
    const row = await findPob(tx, { id });
    if (!row || row.placedBy !== userId) throw errors.notFound();
    const customer = await customerOf(tx, { userId, id: row.userId });
    const pob = await pobs.cancel(tx, { userId: customer.id, id, actorId: userId });
    return { ...pob, ...agencyPobShape(row, customerRef(customer)) };
  }

  // ── Export ─────────────────────────────────────────────────────────────────────────────────

  async function exportOrders({ userId, from, to }: Agency & AgencyExportQuery): Promise<string> {
    const rows = await ordersForExport(db, { agencyId: userId, ...exportRange({ from, to }) });
    return csvFile({
      headers: ['Mã khách hàng', 'Mã riêng của đại lý', 'Họ tên', 'Loại đơn', 'Mã đơn', 'Trạng thái', 'Tổng tiền (VND)', 'Ngày tạo'],
      rows: rows.map((row) => [
        row.customerCode,
        row.agencyCode,
        row.fullName,
        row.kind === 'buy' ? 'Mua hộ' : 'Ký gửi',
        row.code,
        row.status,
        row.totalVnd,
        vietnamTime(row.createdAt),
      ]),
    });
  }

  return {
    listCustomers,
    getCustomer,
    customerTransactions,
    createCustomer,
    transfer,
    summary,
    quotePob,
    createPob,
    listPobs: listPobsForAgency,
    getPob,
    cancelPob,
    exportOrders,
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
