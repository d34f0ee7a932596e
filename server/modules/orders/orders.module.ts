import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/jobQueue';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { AUTO_RECEIVE_CRON, AUTO_RECEIVE_JOB, createAutoReceive } from './autoReceive';
import { createCheckoutService, type CheckoutService } from './checkout.service';
import { createOrderFollow, type OrderFollow } from './orderFollow';
import { createOrderMovesService } from './orderMoves.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersService, type OrdersService } from './orders.service';
import { staffOrdersRoutes } from './staffOrders.routes';

export interface OrdersModuleDeps extends MoneyModuleDeps {
  jobs: JobQueue;
}

/**
 * Buy-for-me orders: checkout, the customer's orders, staff moves along the lifecycle. Answers the
 * order follow, with which the consignment, warehouse and delivery modules bring the
 * orders holding the packages they move up to where those packages are, and the checkout and
 * reading services agencies use for their customers' orders.
 */
export async function registerOrdersModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, jobs }: OrdersModuleDeps,
): Promise<{ orderFollow: OrderFollow; checkout: CheckoutService; orders: OrdersService }> {
  const orders = createOrdersService({ db });
  const checkout = createCheckoutService({ db, now });
  const moves = createOrderMovesService({ now });
  await app.register(ordersRoutes, { prefix: '/api', checkout, orders, moves, idempotency, guards });
  await app.register(staffOrdersRoutes, { prefix: '/api', orders, moves, idempotency, guards });

  // Unconfirmed deliveries become received after the configured days: checked when a server
  // starts, then hourly, once across the servers sharing the database.
  const autoReceive = createAutoReceive({ db, now, moves });
  jobs.schedule(
    AUTO_RECEIVE_JOB,
    AUTO_RECEIVE_CRON,
    async () => {
      const count = await autoReceive.run();
      if (count > 0) app.log.info({ count }, 'orders received automatically');
    },
    { atStart: true },
  );
  return { orderFollow: createOrderFollow({ moves, now }), checkout, orders };
}
