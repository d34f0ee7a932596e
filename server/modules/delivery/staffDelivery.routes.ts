import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { deliverySchema, staffDeliveryPageSchema, staffDeliveryQuerySchema, staffDeliverySummarySchema } from '../../../contract/delivery';
import { staffApiPaths } from '../../../contract/staffPaths';
import { staffDeliveryMoveSchema, staffHandOverSchema } from '../../../contract/warehouse';
import { staffDesk } from '../../plugins/staffDesk';
import type { DeliveryService } from './delivery.service';
import type { StaffDeliveryService } from './staffDelivery.service';

export interface StaffDeliveryRoutesOptions extends MoneyRouteDeps {
  deliveries: DeliveryService;
  staffDeliveries: StaffDeliveryService;
}

/**
 * Every customer's delivery requests, for staff with the delivery duty (or an admin). Moves run in
 * `idempotency.run`: completing a COD request writes the cash collected, which must happen once.
 */
export const staffDeliveryRoutes: FastifyPluginAsyncZod<StaffDeliveryRoutesOptions> = async (
  app,
  { deliveries, staffDeliveries, idempotency, guards },
) => {
  const desk = staffDesk(app, { onRequest: guards.requireDuty('delivery'), idempotency });

  desk.list(staffApiPaths.staffDeliveries, {
    query: staffDeliveryQuerySchema,
    response: staffDeliveryPageSchema,
    list: deliveries.listForStaff,
  });
  desk.detail(staffApiPaths.staffDelivery, { response: staffDeliverySummarySchema, get: deliveries.getForStaff });
  desk.move(staffApiPaths.staffHandOverDelivery, {
    body: staffHandOverSchema,
    response: deliverySchema,
    move: (tx, { id, staffId, body }) => staffDeliveries.handOver(tx, { id, staffId, ...body }),
    audit: { action: 'delivery.handOver', objectType: 'delivery' },
  });
  desk.move(staffApiPaths.staffCompleteDelivery, {
    body: staffDeliveryMoveSchema,
    response: deliverySchema,
    move: (tx, { id, staffId, body }) => staffDeliveries.complete(tx, { id, staffId, note: body.note }),
    audit: { action: 'delivery.complete', objectType: 'delivery' },
  });
};
