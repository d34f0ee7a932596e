import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import {
  createDeliveryRequestSchema,
  deliverablePackagesSchema,
  deliveryPageSchema,
  deliveryQuerySchema,
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
  deliverySchema,
} from '../../../contract/delivery';
import { apiPaths } from '../../../contract/paths';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { DeliveryService } from './delivery.service';

export interface DeliveryRoutesOptions extends MoneyRouteDeps {
  deliveries: DeliveryService;
}

/**
 * The signed-in customer's delivery requests. Asking pays from the wallet and cancelling gives
 * the fee back, so both run in `idempotency.run`: a retry answers the same request, paid once.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRoutesOptions> = async (app, { deliveries, idempotency, guards }) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.read(apiPaths.deliverablePackages, { response: deliverablePackagesSchema, read: deliveries.deliverable });
  own.quote(apiPaths.deliveryQuote, { body: deliveryQuoteRequestSchema, response: deliveryQuoteSchema, quote: deliveries.quote });
  own.create(apiPaths.deliveries, { body: createDeliveryRequestSchema, response: deliverySchema, create: deliveries.create });
  own.list(apiPaths.deliveries, { query: deliveryQuerySchema, response: deliveryPageSchema, list: deliveries.list });
  own.detail(apiPaths.delivery, { response: deliverySchema, get: deliveries.get });
  own.act(apiPaths.cancelDelivery, { response: deliverySchema, act: deliveries.cancel });
};
