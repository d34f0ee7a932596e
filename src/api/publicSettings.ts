import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';
import { publicSettingsSchema } from '../../contract/publicSettings';
import { walletKeys } from './walletBalance';

/**
 * GET /Settings/Public: the rates, fees, limits and rules the app shows and estimates with. Its
 * own module: product search prices every card with the rate, and should not download the
 * wallet's schemas (and the bank list a withdrawal is checked against) to do so.
 */

async function getPublicSettings(api: AxiosInstance) {
  return publicSettingsSchema.parse((await api.get(apiPaths.publicSettings)).data);
}

export function publicSettingsQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: walletKeys.settings, queryFn: () => getPublicSettings(api), staleTime: 5 * 60_000 });
}
