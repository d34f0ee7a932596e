import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/jobQueue';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { ProductSource } from '../products/productSource';
import type { TaobaoGlobal } from '../taobaoGlobal/taobaoGlobal.module';
import { staffTaobaoIntOrdersRoutes } from './staffTaobaoIntOrders.routes';
import { createTaobaoIntAdvance } from './taobaoIntAdvance';
import { createTaobaoIntCheckout } from './taobaoIntCheckout.service';
import { taobaoIntOrdersRoutes } from './taobaoIntOrders.routes';
import { createTaobaoIntOrders } from './taobaoIntOrders.service';
import { createTaobaoIntPlatform } from './taobaoIntPlatform';
import { createTaobaoIntRefunds } from './taobaoIntRefunds.service';

export interface TaobaoIntOrdersModuleDeps extends MoneyModuleDeps {
  taobaoGlobal: TaobaoGlobal;
  productSource: ProductSource;
  jobs: JobQueue;
  /** TAOBAO_GLOBAL_SYNC_SECONDS: the background sync's period; 0 leaves it off (tests run it themselves). */
  syncSeconds: number;
}

export const TAOBAO_GLOBAL_SYNC_JOB = 'taobao-global-sync';

/**
 * Orders placed through Taobao Global (/TaobaoIntOrder and its staff desk), and the background
 * sync that follows them on the platform: when a server starts, then every `syncSeconds`, one
 * pass at a time across the servers sharing the database (and within a pass, each order to one
 * of them through its lease).
 */
export async function registerTaobaoIntOrdersModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, taobaoGlobal, productSource, jobs, syncSeconds }: TaobaoIntOrdersModuleDeps,
): Promise<void> {
  const platform = createTaobaoIntPlatform({ db, now, taobaoGlobal, log: app.log });
  const orders = createTaobaoIntOrders({ db, now, simulated: taobaoGlobal.simulator !== null });
  const refunds = createTaobaoIntRefunds({ db, now, taobaoGlobal });
  await app.register(taobaoIntOrdersRoutes, {
    prefix: '/api',
    checkout: createTaobaoIntCheckout({ db, now, taobaoGlobal, productSource }),
    orders,
    refunds,
    platform,
    idempotency,
    guards,
  });
  const advance = createTaobaoIntAdvance({ db, simulator: taobaoGlobal.simulator, platform });
  await app.register(staffTaobaoIntOrdersRoutes, { prefix: '/api', db, orders, refunds, advance, guards });

  if (syncSeconds <= 0) {
    // Off: the schedule an earlier start registered (it lives in the database) must stop too.
    jobs.unschedule(TAOBAO_GLOBAL_SYNC_JOB);
    return;
  }
  // The queue's cron is minute-grained and the period is in seconds, so each pass first books
  // the next one `syncSeconds` ahead, then works: a pass longer than the period is followed at
  // once by the next (a coalescing queue runs one at a time, never two together), and a server
  // that dies mid-pass leaves the next one booked. The per-minute schedule only adds a pass when
  // none is booked (the booking was lost), so it never doubles the chain; its pass waits a period
  // too, so one sent as a pass begins (before that pass booked the next) still comes a period later.
  const sync = jobs.schedule(
    TAOBAO_GLOBAL_SYNC_JOB,
    '* * * * *',
    async () => {
      await sync.send({}, { startAfterSeconds: syncSeconds });
      await platform.runOnce();
    },
    // The booked pass is seen within a poll: as often as the period, every 2 s at most.
    { atStart: true, slotDelaySeconds: syncSeconds, pollingSeconds: Math.min(2, Math.max(0.5, syncSeconds)) },
  );
}
