import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { OrderFollow } from '../orders/orderFollow';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';
import { staffDeliveryRoutes } from './staffDelivery.routes';
import { createStaffDeliveryService } from './staffDelivery.service';

export interface DeliveryModuleDeps extends MoneyModuleDeps {
  orderFollow: OrderFollow;
}

/** Delivery requests (/Delivery, /Staff/Delivery…): quote, pay, hand over, complete. */
export async function registerDeliveryModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, orderFollow }: DeliveryModuleDeps,
): Promise<void> {
  const deliveries = createDeliveryService({ db, now, orderFollow });
  const staffDeliveries = createStaffDeliveryService({ now, orderFollow });
  await app.register(deliveryRoutes, { prefix: '/api', deliveries, idempotency, guards });
  await app.register(staffDeliveryRoutes, { prefix: '/api', deliveries, staffDeliveries, idempotency, guards });
}
