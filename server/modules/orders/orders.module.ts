import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { AUTO_RECEIVE_INTERVAL_MS, createAutoReceive } from './autoReceive';
import { createCheckoutService } from './checkout.service';
import { createOrderFollow, type OrderFollow } from './orderFollow';
import { createOrderMovesService } from './orderMoves.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { staffOrdersRoutes } from './staffOrders.routes';

export type OrdersModuleDeps = MoneyModuleDeps;

/**
 * Buy-for-me orders: checkout, the customer's orders, staff moves along the lifecycle. Answers the
 * order follow, with which the consignment, warehouse and delivery modules bring the
 * orders holding the packages they move up to where those packages are.
 */
export async function registerOrdersModule(
  app: FastifyInstance,
  { db, now, guards, idempotency }: OrdersModuleDeps,
): Promise<{ orderFollow: OrderFollow }> {
  const orders = createOrdersService({ db });
  const moves = createOrderMovesService({ now });
  await app.register(ordersRoutes, { prefix: '/api', checkout: createCheckoutService({ db, now }), orders, moves, idempotency, guards });
  await app.register(staffOrdersRoutes, { prefix: '/api', orders, moves, idempotency, guards });

  // Unconfirmed deliveries become received after the configured days: checked at start, then hourly.
  const autoReceive = createAutoReceive({ db, now, moves });
  const sweep = () =>
    void autoReceive
      .run()
      .then((count) => count > 0 && app.log.info({ count }, 'orders received automatically'))
      .catch((error: unknown) => app.log.error({ err: error }, 'receiving overdue deliveries failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, AUTO_RECEIVE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { orderFollow: createOrderFollow({ moves, now }) };
}
