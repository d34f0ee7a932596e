import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';
import { pushPublicKeySchema } from '../../contract/push';

/** The server's VAPID public key, the `applicationServerKey` of a push subscription. */
export async function getPushPublicKey(api: AxiosInstance): Promise<string> {
  return pushPublicKeySchema.parse((await api.get(apiPaths.pushPublicKey)).data).publicKey;
}
