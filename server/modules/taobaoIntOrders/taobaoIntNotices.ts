import type { TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';
import type { Tx } from '../../db/connect';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import type { TaobaoIntOrderRow } from './taobaoIntOrders.queries';

/**
 * What a Taobao Global order's customer hears when the platform moves it: shipped, in the China
 * warehouse, or ended (payment failed, with what came back; cancelled). Paying steps are quiet.
 */
export async function tellTaobaoInt(
  tx: Tx,
  {
    order,
    status,
    refundVnd = 0,
    at,
  }: { order: Pick<TaobaoIntOrderRow, 'id' | 'userId' | 'code'>; status: TaobaoIntOrderStatus; refundVnd?: number; at: Date },
): Promise<void> {
  const { userId, code } = order;
  const base = { userId, url: appUrls.taobaoGlobal(order.id), now: at };
  if (status === 'shipping') await notify(tx, { ...base, event: 'taobaoGlobal.shipped', values: { code } });
  if (status === 'received') await notify(tx, { ...base, event: 'taobaoGlobal.arrived-china', values: { code } });
  if (status === 'payFailed') await notify(tx, { ...base, event: 'taobaoGlobal.pay-failed', values: { code, refundVnd } });
  if (status === 'cancelled') await notify(tx, { ...base, event: 'taobaoGlobal.cancelled', values: { code } });
}
