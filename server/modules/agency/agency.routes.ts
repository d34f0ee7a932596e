import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  agencyCustomerPageSchema,
  agencyCustomerQuerySchema,
  agencyCustomerSchema,
  agencyCustomerTransactionPageSchema,
  agencyExportQuerySchema,
  agencyInvitePageSchema,
  agencyInviteSchema,
  agencyOrderPageSchema,
  agencyOrderQuerySchema,
  agencyOrderQuoteRequestSchema,
  agencyOrderSchema,
  agencyPobPageSchema,
  agencyPobQuerySchema,
  agencyPobQuoteRequestSchema,
  agencyPobSchema,
  agencySummarySchema,
  agencyTransferRequestSchema,
  agencyTransferSchema,
  createAgencyCustomerSchema,
  createAgencyInviteSchema,
  createAgencyOrdersResponseSchema,
  createAgencyOrdersSchema,
  createAgencyPobSchema,
} from '../../../contract/agency';
import { checkoutQuoteSchema } from '../../../contract/orders';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { pobQuoteSchema } from '../../../contract/orderPob';
import { pageQuerySchema } from '../../../contract/pagination';
import { apiPaths } from '../../../contract/paths';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { errors } from '../../errors';
import { idParams } from '../../params';
import { authUser } from '../../plugins/auth';
import { requireIdempotencyKey } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { AgencyService } from './agency.service';
import type { AgencyInviteService } from './agencyInvites.service';
import type { AgencyOrdersService } from './agencyOrders.service';

export interface AgencyRoutesOptions extends MoneyRouteDeps {
  agency: AgencyService;
  invites: AgencyInviteService;
  orders: AgencyOrdersService;
}

/**
 * /Agency/*: the signed-in agency's customers, invitations, transfers, requests for customers and
 * export. Signed out is 401; any account that is not an agency is 403 on every path; each service
 * call gets the agency's id, so another agency's customer or request is 404.
 */
export const agencyRoutes: FastifyPluginAsyncZod<AgencyRoutesOptions> = async (app, { agency, invites, orders, guards, idempotency }) => {
  const own = ownRoutes(app, { guards, idempotency });
  app.addHook('onRequest', async (request) => {
    if (authUser(request).role !== 'agency') throw errors.forbidden();
  });

  own.read(apiPaths.agencySummary, { response: agencySummarySchema, read: agency.summary });

  own.list(apiPaths.agencyCustomers, { query: agencyCustomerQuerySchema, response: agencyCustomerPageSchema, list: agency.listCustomers });
  own.add(apiPaths.agencyCustomers, { body: createAgencyCustomerSchema, response: agencyCustomerSchema, add: agency.createCustomer });
  own.detail(apiPaths.agencyCustomer, { response: agencyCustomerSchema, get: agency.getCustomer });
  app.get(apiPaths.agencyCustomerTransactions, {
    schema: { params: idParams, querystring: pageQuerySchema, response: { 200: agencyCustomerTransactionPageSchema } },
    handler: (request) => agency.customerTransactions({ userId: authUser(request).id, id: Number(request.params.id), ...request.query }),
  });
  const run = idempotentForCaller(idempotency);
  app.post(apiPaths.agencyCustomerTransfer, {
    onRequest: requireIdempotencyKey,
    schema: {
      headers: idempotencyHeadersSchema,
      params: idParams,
      body: agencyTransferRequestSchema,
      response: { 201: agencyTransferSchema },
    },
    handler: (request, reply) =>
      run(request, reply, 201, (tx, userId) =>
        agency.transfer(tx, { userId, id: Number(request.params.id), amountVnd: request.body.amountVnd }),
      ),
  });

  own.list(apiPaths.agencyInvites, { query: pageQuerySchema, response: agencyInvitePageSchema, list: invites.list });
  own.add(apiPaths.agencyInvites, { body: createAgencyInviteSchema, response: agencyInviteSchema, add: invites.create });
  own.remove(apiPaths.agencyInvite, { remove: invites.cancel });

  own.quote(apiPaths.agencyOrderQuote, { body: agencyOrderQuoteRequestSchema, response: checkoutQuoteSchema, quote: orders.quote });
  own.create(apiPaths.agencyOrders, {
    body: createAgencyOrdersSchema,
    response: createAgencyOrdersResponseSchema,
    create: orders.create,
    keyRequired: true,
  });
  own.list(apiPaths.agencyOrders, { query: agencyOrderQuerySchema, response: agencyOrderPageSchema, list: orders.list });
  own.detail(apiPaths.agencyOrder, { response: agencyOrderSchema, get: orders.get });

  own.quote(apiPaths.agencyPobQuote, { body: agencyPobQuoteRequestSchema, response: pobQuoteSchema, quote: agency.quotePob });
  own.create(apiPaths.agencyPobs, { body: createAgencyPobSchema, response: agencyPobSchema, create: agency.createPob, keyRequired: true });
  own.list(apiPaths.agencyPobs, { query: agencyPobQuerySchema, response: agencyPobPageSchema, list: agency.listPobs });
  own.detail(apiPaths.agencyPob, { response: agencyPobSchema, get: agency.getPob });
  own.act(apiPaths.agencyCancelPob, { response: agencyPobSchema, act: agency.cancelPob });

  // The answer is the CSV file itself (text/csv), not JSON.
  app.get(apiPaths.agencyExport, {
    schema: {
      querystring: agencyExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().check(z.meta({ description: 'CSV, UTF-8 with BOM' })) },
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const csv = await agency.exportOrders({ userId: authUser(request).id, from, to });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="don-hang-${from}-${to}.csv"`)
        .send(csv);
    },
  });
};
