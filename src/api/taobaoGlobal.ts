import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import { taobaoAccountListSchema, taobaoAccountSchema, type LinkTaobaoAccountRequest } from '../../contract/taobaoGlobal';

/** Taobao Global: the person's linked accounts (the server never answers their tokens). */

export const taobaoGlobalKeys = {
  all: ['taobaoGlobal'] as const,
  accounts: ['taobaoGlobal', 'accounts'] as const,
};

async function listAccounts(api: AxiosInstance) {
  return taobaoAccountListSchema.parse((await api.get(apiPaths.taobaoIntTokens)).data);
}

/** The default first, then the newest. */
export function taobaoAccountsQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: taobaoGlobalKeys.accounts, queryFn: () => listAccounts(api) });
}

/** Links an account, or renews the link of the same name. */
export async function linkTaobaoAccount(api: AxiosInstance, body: LinkTaobaoAccountRequest) {
  return taobaoAccountSchema.parse((await api.post(apiPaths.taobaoIntTokens, body)).data);
}

export async function setDefaultTaobaoAccount(api: AxiosInstance, id: number) {
  return taobaoAccountSchema.parse((await api.post(pathWith(apiPaths.setDefaultTaobaoIntToken, { id }))).data);
}

export async function unlinkTaobaoAccount(api: AxiosInstance, id: number): Promise<void> {
  await api.delete(pathWith(apiPaths.taobaoIntToken, { id }));
}
