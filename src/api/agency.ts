import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  agencyCustomerPageSchema,
  agencyCustomerSchema,
  agencyCustomerTransactionPageSchema,
  agencyInvitePageSchema,
  agencyInviteSchema,
  agencyOrderPageSchema,
  agencyOrderSchema,
  agencyPobPageSchema,
  agencyPobSchema,
  agencySummarySchema,
  agencyTransferSchema,
  createAgencyOrdersResponseSchema,
  myAgencyInviteListSchema,
  myAgencySchema,
  type AgencyCustomerQuery,
  type AgencyExportQuery,
  type AgencyOrderQuery,
  type AgencyOrderQuoteRequest,
  type AgencyPobQuery,
  type AgencyPobQuoteRequest,
  type AgencyTransferRequest,
  type CreateAgencyCustomer,
  type CreateAgencyInvite,
  type CreateAgencyOrders,
  type CreateAgencyPob,
} from '../../contract/agency';
import { checkoutQuoteSchema } from '../../contract/orders';
import { pobQuoteSchema } from '../../contract/orderPob';
import { apiPaths, pathWith } from '../../contract/paths';
import { downloadFile } from './download';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';

/**
 * An agency's own endpoints (its home, its customers, their ledgers, transfers, invitations, the
 * orders it places and the requests it pays on their behalf, the export), and the invitations a
 * customer answers. Transfers, orders and pay-on-behalf requests move money and take the
 * Idempotency-Key their flow chose.
 */

export type AgencyCustomerFilter = Pick<AgencyCustomerQuery, 'q'>;
export type AgencyPobFilter = Pick<AgencyPobQuery, 'status' | 'q' | 'customerId'>;
export type AgencyOrderFilter = Pick<AgencyOrderQuery, 'tab' | 'q' | 'customerId'>;

export const agencyKeys = {
  all: ['agency'] as const,
  summary: ['agency', 'summary'] as const,
  customerLists: ['agency', 'customers'] as const,
  customers: (filter: AgencyCustomerFilter) => ['agency', 'customers', filter] as const,
  customer: (id: number) => ['agency', 'customer', id] as const,
  customerTransactions: (id: number) => ['agency', 'customer', id, 'transactions'] as const,
  invites: ['agency', 'invites'] as const,
  pobLists: ['agency', 'pobs'] as const,
  pobs: (filter: AgencyPobFilter) => ['agency', 'pobs', filter] as const,
  pob: (id: number) => ['agency', 'pob', id] as const,
  orderLists: ['agency', 'orders'] as const,
  orders: (filter: AgencyOrderFilter) => ['agency', 'orders', filter] as const,
  order: (id: number) => ['agency', 'order', id] as const,
  /** The signed-in customer's invitations (not the agency's). */
  myInvites: ['agencyInvites', 'mine'] as const,
  /** The signed-in customer's own agency. */
  myAgency: ['myAgency'] as const,
};

async function getSummary(api: AxiosInstance) {
  return agencySummarySchema.parse((await api.get(apiPaths.agencySummary)).data);
}

export function agencySummaryQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: agencyKeys.summary, queryFn: () => getSummary(api) });
}

async function listCustomers(api: AxiosInstance, query: AgencyCustomerQuery) {
  return agencyCustomerPageSchema.parse((await api.get(apiPaths.agencyCustomers, { params: query })).data);
}

export function agencyCustomersQuery(api: AxiosInstance, filter: AgencyCustomerFilter) {
  return pagedQuery(agencyKeys.customers(filter), (page) => listCustomers(api, { ...filter, ...page }));
}

export async function createAgencyCustomer(api: AxiosInstance, body: CreateAgencyCustomer) {
  return agencyCustomerSchema.parse((await api.post(apiPaths.agencyCustomers, body)).data);
}

async function getCustomer(api: AxiosInstance, id: number) {
  return agencyCustomerSchema.parse((await api.get(pathWith(apiPaths.agencyCustomer, { id }))).data);
}

export function agencyCustomerQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: agencyKeys.customer(id), queryFn: () => getCustomer(api, id) });
}

async function listCustomerTransactions(api: AxiosInstance, id: number, page: { page: number; pageSize: number }) {
  return agencyCustomerTransactionPageSchema.parse(
    (await api.get(pathWith(apiPaths.agencyCustomerTransactions, { id }), { params: page })).data,
  );
}

/** The customer's ledger, newest first, in pages. */
export function agencyCustomerTransactionsQuery(api: AxiosInstance, id: number) {
  return pagedQuery(agencyKeys.customerTransactions(id), (page) => listCustomerTransactions(api, id, page));
}

/** From the agency's wallet to the customer's; a retried key answers the first transfer again. */
export async function transferToCustomer(api: AxiosInstance, id: number, body: AgencyTransferRequest, idempotencyKey: string) {
  return agencyTransferSchema.parse(
    (await api.post(pathWith(apiPaths.agencyCustomerTransfer, { id }), body, withIdempotencyKey(idempotencyKey))).data,
  );
}

async function listInvites(api: AxiosInstance, page: { page: number; pageSize: number }) {
  return agencyInvitePageSchema.parse((await api.get(apiPaths.agencyInvites, { params: page })).data);
}

export function agencyInvitesQuery(api: AxiosInstance) {
  return pagedQuery(agencyKeys.invites, (page) => listInvites(api, page));
}

export async function inviteCustomer(api: AxiosInstance, body: CreateAgencyInvite) {
  return agencyInviteSchema.parse((await api.post(apiPaths.agencyInvites, body)).data);
}

/** 204; an invitation answered or cancelled meanwhile is 409 `invite-closed`. */
export async function cancelInvite(api: AxiosInstance, id: number) {
  await api.delete(pathWith(apiPaths.agencyInvite, { id }));
}

export async function quoteAgencyOrders(api: AxiosInstance, body: AgencyOrderQuoteRequest) {
  return checkoutQuoteSchema.parse((await api.post(apiPaths.agencyOrderQuote, body)).data);
}

/** The customer's new orders, one per shop; their deposit left the customer's wallet. */
export async function createAgencyOrders(api: AxiosInstance, body: CreateAgencyOrders, idempotencyKey: string) {
  return createAgencyOrdersResponseSchema.parse((await api.post(apiPaths.agencyOrders, body, withIdempotencyKey(idempotencyKey))).data)
    .orders;
}

async function listOrders(api: AxiosInstance, query: Partial<AgencyOrderQuery>) {
  return agencyOrderPageSchema.parse((await api.get(apiPaths.agencyOrders, { params: query })).data);
}

/** The orders the agency placed for its customers, newest first, in pages. */
export function agencyOrdersQuery(api: AxiosInstance, filter: AgencyOrderFilter) {
  return pagedQuery(agencyKeys.orders(filter), (page) => listOrders(api, { ...filter, ...page }));
}

async function getOrder(api: AxiosInstance, id: number) {
  return agencyOrderSchema.parse((await api.get(pathWith(apiPaths.agencyOrder, { id }))).data);
}

export function agencyOrderQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: agencyKeys.order(id), queryFn: () => getOrder(api, id) });
}

export async function quoteAgencyPob(api: AxiosInstance, body: AgencyPobQuoteRequest) {
  return pobQuoteSchema.parse((await api.post(apiPaths.agencyPobQuote, body)).data);
}

/** 201 with the request made for the customer and paid from the payer's wallet. */
export async function createAgencyPob(api: AxiosInstance, body: CreateAgencyPob, idempotencyKey: string) {
  return agencyPobSchema.parse((await api.post(apiPaths.agencyPobs, body, withIdempotencyKey(idempotencyKey))).data);
}

async function listPobs(api: AxiosInstance, query: AgencyPobQuery) {
  return agencyPobPageSchema.parse((await api.get(apiPaths.agencyPobs, { params: query })).data);
}

export function agencyPobsQuery(api: AxiosInstance, filter: AgencyPobFilter) {
  return pagedQuery(agencyKeys.pobs(filter), (page) => listPobs(api, { ...filter, ...page }));
}

async function getPob(api: AxiosInstance, id: number) {
  return agencyPobSchema.parse((await api.get(pathWith(apiPaths.agencyPob, { id }))).data);
}

export function agencyPobQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: agencyKeys.pob(id), queryFn: () => getPob(api, id) });
}

/** While pending, for a customer still the agency's; the whole debit goes back to the wallet that paid. */
export async function cancelAgencyPob(api: AxiosInstance, id: number, idempotencyKey: string) {
  return agencyPobSchema.parse((await api.post(pathWith(apiPaths.agencyCancelPob, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

/** The customers' orders of these days as a CSV file. */
export function downloadAgencyExport(api: AxiosInstance, query: AgencyExportQuery) {
  return downloadFile(api, apiPaths.agencyExport, query);
}

async function listMyInvites(api: AxiosInstance) {
  return myAgencyInviteListSchema.parse((await api.get(apiPaths.myAgencyInvites)).data).items;
}

export function myAgencyInvitesQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: agencyKeys.myInvites, queryFn: () => listMyInvites(api) });
}

export async function answerAgencyInvite(api: AxiosInstance, id: number, answer: 'accept' | 'decline') {
  await api.post(pathWith(answer === 'accept' ? apiPaths.acceptAgencyInvite : apiPaths.declineAgencyInvite, { id }), {});
}

async function getMyAgency(api: AxiosInstance) {
  return myAgencySchema.parse((await api.get(apiPaths.myAgency)).data).agency;
}

/** The signed-in customer's agency, or null. */
export function myAgencyQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: agencyKeys.myAgency, queryFn: () => getMyAgency(api) });
}

/** 204; without an agency (left already, on another device) 404. */
export async function leaveMyAgency(api: AxiosInstance) {
  await api.delete(apiPaths.myAgency);
}
