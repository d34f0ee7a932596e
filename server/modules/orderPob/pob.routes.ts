import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import {
  createPobRefundRequestSchema,
  createPobRequestSchema,
  pobPageSchema,
  pobQuerySchema,
  pobQuoteRequestSchema,
  pobQuoteSchema,
  pobRefundPageSchema,
  pobRefundQuerySchema,
  pobRefundSchema,
  pobSchema,
} from '../../../contract/orderPob';
import { apiPaths } from '../../../contract/paths';
import { ownRoutes } from '../../plugins/ownRoutes';
import { customerPhotoRoute } from '../../plugins/staffPhotoRoute';
import type { PobService } from './pob.service';
import type { PobRefundService } from './pobRefunds.service';

export interface PobRoutesOptions extends MoneyRouteDeps {
  pobs: PobService;
  refunds: PobRefundService;
}

/**
 * The signed-in customer's pay-on-behalf requests and refunds. Everything that moves money runs in
 * `idempotency.run`, one transaction with the Idempotency-Key's stored answer; making a request
 * requires the key, since it debits the wallet at once.
 */
export const pobRoutes: FastifyPluginAsyncZod<PobRoutesOptions> = async (app, { pobs, refunds, idempotency, guards }) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.quote(apiPaths.pobQuote, { body: pobQuoteRequestSchema, response: pobQuoteSchema, quote: pobs.quote });
  own.create(apiPaths.pobs, { body: createPobRequestSchema, response: pobSchema, create: pobs.create, keyRequired: true });
  own.list(apiPaths.pobs, { query: pobQuerySchema, response: pobPageSchema, list: pobs.list });
  own.list(apiPaths.pobRefunds, { query: pobRefundQuerySchema, response: pobRefundPageSchema, list: refunds.list });
  own.create(apiPaths.pobRefunds, { body: createPobRefundRequestSchema, response: pobRefundSchema, create: refunds.ask });
  // Signed in by ownRoutes' hook; `addPhoto` finds the refund by the caller's id too.
  customerPhotoRoute(app, apiPaths.pobRefundPhoto, { onRequest: [], response: pobRefundSchema, add: refunds.addPhoto });
  own.detail(apiPaths.pob, { response: pobSchema, get: pobs.get });
  own.act(apiPaths.cancelPob, { response: pobSchema, act: pobs.cancel });
};
