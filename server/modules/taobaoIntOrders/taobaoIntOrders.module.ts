import type { FastifyInstance } from 'fastify';
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
  /** TAOBAO_GLOBAL_SYNC_SECONDS: the background sync's period; 0 leaves it off (tests run it themselves). */
  syncSeconds: number;
}

/**
 * Orders placed through Taobao Global (/TaobaoIntOrder and its staff desk), and the background
 * sync that follows them on the platform: at start, then every `syncSeconds`, one pass at a time
 * in this process (several processes share the orders through their leases).
 */
export async function registerTaobaoIntOrdersModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, taobaoGlobal, productSource, syncSeconds }: TaobaoIntOrdersModuleDeps,
): Promise<void> {
  const platform = createTaobaoIntPlatform({ db, now, taobaoGlobal, log: app.log });
  const orders = createTaobaoIntOrders({ db, now });
  await app.register(taobaoIntOrdersRoutes, {
    prefix: '/api',
    checkout: createTaobaoIntCheckout({ db, now, taobaoGlobal, productSource }),
    orders,
    refunds: createTaobaoIntRefunds({ db, now, taobaoGlobal }),
    platform,
    idempotency,
    guards,
  });
  const advance = createTaobaoIntAdvance({ db, simulator: taobaoGlobal.simulator, platform });
  await app.register(staffTaobaoIntOrdersRoutes, { prefix: '/api', db, orders, advance, guards });

  if (syncSeconds <= 0) return;
  let running = false;
  const sweep = () => {
    // A pass still running (a slow platform) is not doubled by the next tick.
    if (running) return;
    running = true;
    void platform
      .runOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'the Taobao Global sync failed'))
      .finally(() => {
        running = false;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, syncSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
