import type { TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';
import type { Db } from '../../db/connect';
import { errors, isAppError } from '../../errors';
import type { TaobaoGlobalSimulator } from '../taobaoGlobal/client/simulator/simulatorClient';
import { taobaoSimulatorOnly } from './taobaoIntOrders.errors';
import { findTaobaoIntOrder, purchasesOf } from './taobaoIntOrders.queries';
import type { TaobaoIntPlatform } from './taobaoIntPlatform';
import { advancedFrom, nextAdvanceStep } from './taobaoIntRules';

/**
 * POST /Staff/TaobaoIntOrder/:id/Advance: with the simulator playing the platform, the order's
 * least advanced purchase orders move one step (paid → shipped with a tracking code → received),
 * and the order is synced at once so staff see where it got. With the real platform there is
 * nothing to play: `409 taobao-global-simulator-only`.
 */
export function createTaobaoIntAdvance({
  db,
  simulator,
  platform,
}: {
  db: Db;
  simulator: TaobaoGlobalSimulator | null;
  platform: Pick<TaobaoIntPlatform, 'syncNow'>;
}) {
  async function advance({ id }: { id: number }): Promise<{ before: TaobaoIntOrderStatus; advanced: string[] }> {
    const order = await findTaobaoIntOrder(db, { id });
    if (!order) throw errors.notFound();
    if (!simulator) throw taobaoSimulatorOnly();
    await platform.syncNow(id);
    const purchases = await purchasesOf(db, { orderIds: [id] });
    const step = nextAdvanceStep(purchases);
    if (step === null) throw errors.invalidTransition();
    const advanced: string[] = [];
    for (const purchase of purchases.filter((candidate) => candidate.state === advancedFrom[step])) {
      try {
        await simulator.advance(purchase.purchaseId);
        advanced.push(purchase.purchaseId);
      } catch (error) {
        // Moved meanwhile (by the simulator's own clock, or another tap): the sync tells where it is.
        if (!isAppError(error)) throw error;
      }
    }
    if (advanced.length === 0) throw errors.invalidTransition();
    await platform.syncNow(id);
    return { before: order.status, advanced };
  }

  return { advance };
}

export type TaobaoIntAdvance = ReturnType<typeof createTaobaoIntAdvance>;
