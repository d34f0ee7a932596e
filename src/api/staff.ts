import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import {
  adminUserPageSchema,
  adminUserSchema,
  auditPageSchema,
  dashboardSchema,
  staffCustomerPageSchema,
  staffCustomerSchema,
  type AdminUserQuery,
  type AuditQuery,
  type CreateUserRequest,
  type ExportKind,
  type ExportQuery,
  type StaffCustomerQuery,
  type UpdateUserRequest,
} from '../../contract/staff';
import { agencyTermsStateSchema, type AgencyTerms } from '../../contract/agency';
import { pageOf } from '../../contract/pagination';
import { settingsVersionSchema, type UpdateSettingsRequest } from '../../contract/settings';
import { transactionPageSchema } from '../../contract/ledger';
import { downloadFile } from './download';

/**
 * The staff console's own endpoints: the dashboard, accounts, customers, the audit log and
 * exports. Each area's staff moves (orders, parcels, money) sit beside its customer endpoints.
 * Console lists are pages of a table (one page at a time, kept on screen while the next loads),
 * not the app's endless lists.
 */

export const staffKeys = {
  all: ['staff'] as const,
  dashboard: ['staff', 'dashboard'] as const,
  users: (query: Partial<AdminUserQuery>) => ['staff', 'users', query] as const,
  user: (id: number) => ['staff', 'user', id] as const,
  agencyTerms: (id: number) => ['staff', 'user', id, 'agencyTerms'] as const,
  customerLists: ['staff', 'customers'] as const,
  customers: (query: Partial<StaffCustomerQuery>) => ['staff', 'customers', query] as const,
  customer: (id: number) => ['staff', 'customer', id] as const,
  customerTransactions: (id: number, page: number) => ['staff', 'customer', id, 'transactions', page] as const,
  audit: (query: Partial<AuditQuery>) => ['staff', 'audit', query] as const,
  settings: ['staff', 'settings'] as const,
  settingsHistory: (page: number) => ['staff', 'settings', 'history', page] as const,
};

/**
 * A console table's page: what the server answers for these params, read with the page's schema;
 * the page on screen stays while the next one loads.
 */
export function staffPageQuery<K extends readonly unknown[], T>(
  api: AxiosInstance,
  queryKey: K,
  path: string,
  schema: { parse: (data: unknown) => T },
  params: object,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => schema.parse((await api.get(path, { params })).data),
    placeholderData: keepPreviousData,
  });
}

/** Something moved in one area of the console: its queries and the dashboard's queue counts load again. */
export function refreshStaffArea(queryClient: QueryClient, areaKey: readonly unknown[]): void {
  void queryClient.invalidateQueries({ queryKey: areaKey });
  void queryClient.invalidateQueries({ queryKey: staffKeys.dashboard });
}

export function dashboardQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: staffKeys.dashboard,
    queryFn: async () => dashboardSchema.parse((await api.get(staffApiPaths.staffDashboard)).data),
    // The queues change as colleagues work: keep the counts fresh while the page is open.
    refetchInterval: 30_000,
  });
}

export function adminUsersQuery(api: AxiosInstance, query: Partial<AdminUserQuery>) {
  return staffPageQuery(api, staffKeys.users(query), staffApiPaths.adminUsers, adminUserPageSchema, query);
}

export function adminUserQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffKeys.user(id),
    queryFn: async () => adminUserSchema.parse((await api.get(pathWith(staffApiPaths.adminUser, { id }))).data),
  });
}

export async function createUser(api: AxiosInstance, body: CreateUserRequest) {
  return adminUserSchema.parse((await api.post(staffApiPaths.adminUsers, body)).data);
}

export async function updateUser(api: AxiosInstance, id: number, body: UpdateUserRequest) {
  return adminUserSchema.parse((await api.put(pathWith(staffApiPaths.adminUser, { id }), body)).data);
}

export async function setUserDisabled(api: AxiosInstance, id: number, disabled: boolean) {
  await api.post(pathWith(disabled ? staffApiPaths.adminDisableUser : staffApiPaths.adminEnableUser, { id }));
}

export function staffCustomersQuery(api: AxiosInstance, query: Partial<StaffCustomerQuery>) {
  return staffPageQuery(api, staffKeys.customers(query), staffApiPaths.staffCustomers, staffCustomerPageSchema, query);
}

export function staffCustomerQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffKeys.customer(id),
    queryFn: async () => staffCustomerSchema.parse((await api.get(pathWith(staffApiPaths.staffCustomer, { id }))).data),
  });
}

export function staffCustomerTransactionsQuery(api: AxiosInstance, id: number, page: number) {
  return staffPageQuery(
    api,
    staffKeys.customerTransactions(id, page),
    pathWith(staffApiPaths.staffCustomerTransactions, { id }),
    transactionPageSchema,
    { page },
  );
}

export function auditQuery(api: AxiosInstance, query: Partial<AuditQuery>) {
  return staffPageQuery(api, staffKeys.audit(query), staffApiPaths.staffAudit, auditPageSchema, query);
}

/**
 * The CSV as a Blob, fetched with the bearer token (a plain link could not carry it), and the
 * file name the server gave it, if any.
 */
export function downloadExport(api: AxiosInstance, kind: ExportKind, query: ExportQuery) {
  return downloadFile(api, pathWith(staffApiPaths.staffExport, { kind }), query);
}

const settingsVersionPageSchema = pageOf(settingsVersionSchema);

/** The settings as saved now, with their version (the base of an edit). */
export function adminSettingsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: staffKeys.settings,
    queryFn: async () => settingsVersionSchema.parse((await api.get(staffApiPaths.adminSettings)).data),
  });
}

export function settingsHistoryQuery(api: AxiosInstance, page: number) {
  return staffPageQuery(api, staffKeys.settingsHistory(page), staffApiPaths.adminSettingsHistory, settingsVersionPageSchema, { page });
}

/** A new version; refused with 409 when another admin saved since `baseVersion`. */
export async function saveSettings(api: AxiosInstance, body: UpdateSettingsRequest) {
  return settingsVersionSchema.parse((await api.put(staffApiPaths.adminSettings, body)).data);
}

async function getAgencyTerms(api: AxiosInstance, id: number) {
  return agencyTermsStateSchema.parse((await api.get(pathWith(staffApiPaths.adminAgencyTerms, { id }))).data);
}

/** An agency's price terms: its own, or the settings' while it follows them. */
export function agencyTermsQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: staffKeys.agencyTerms(id), queryFn: () => getAgencyTerms(api, id) });
}

/** Custom terms (`terms`), or back to the settings in force (`null`). */
export async function saveAgencyTerms(api: AxiosInstance, id: number, terms: AgencyTerms | null) {
  const path = pathWith(staffApiPaths.adminAgencyTerms, { id });
  return agencyTermsStateSchema.parse((terms ? await api.put(path, terms) : await api.delete(path)).data);
}
