import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../contract/pagination';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import {
  createRechargeRequestSchema,
  createWithdrawRequestSchema,
  rechargePageSchema,
  rechargeSchema,
  transactionPageSchema,
  transactionQuerySchema,
  transactionSchema,
  withdrawPageSchema,
  withdrawSchema,
} from '../../../contract/wallet';
import { walletSchema } from '../../../contract/walletBalance';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { RechargeService } from './recharge.service';
import type { WalletService } from './wallet.service';
import type { WithdrawService } from './withdraw.service';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { idParams } from '../../params';

export interface WalletRoutesOptions {
  wallet: WalletService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * The signed-in customer's own wallet. Reads filter by the caller's id in the query; money-moving
 * POSTs run inside `idempotency.run`, one transaction with the Idempotency-Key's stored answer.
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { wallet, recharges, withdrawals, idempotency, guards },
) => {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = idempotentForCaller(idempotency);

  app.get(apiPaths.wallet, {
    schema: { response: { 200: walletSchema } },
    handler: (request) => wallet.get({ userId: authUser(request).id }),
  });

  app.post(apiPaths.recharges, {
    schema: { headers: idempotencyHeadersSchema, body: createRechargeRequestSchema, response: { 201: rechargeSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 201, (tx, userId) => recharges.create(tx, { userId, amountVnd: request.body.amountVnd })),
  });

  app.get(apiPaths.recharges, {
    schema: { querystring: pageQuerySchema, response: { 200: rechargePageSchema } },
    handler: (request) => recharges.list({ userId: authUser(request).id, ...request.query }),
  });

  app.get(apiPaths.recharge, {
    schema: { params: idParams, response: { 200: rechargeSchema } },
    handler: (request) => recharges.get({ userId: authUser(request).id, id: Number(request.params.id) }),
  });

  app.post(apiPaths.withdrawals, {
    schema: { headers: idempotencyHeadersSchema, body: createWithdrawRequestSchema, response: { 201: withdrawSchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => withdrawals.create(tx, { userId, request: request.body })),
  });

  app.get(apiPaths.withdrawals, {
    schema: { querystring: pageQuerySchema, response: { 200: withdrawPageSchema } },
    handler: (request) => withdrawals.list({ userId: authUser(request).id, ...request.query }),
  });

  app.get(apiPaths.withdrawal, {
    schema: { params: idParams, response: { 200: withdrawSchema } },
    handler: (request) => withdrawals.get({ userId: authUser(request).id, id: Number(request.params.id) }),
  });

  app.post(apiPaths.cancelWithdrawal, {
    schema: { headers: idempotencyHeadersSchema, params: idParams, response: { 200: withdrawSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, userId) => withdrawals.cancel(tx, { userId, id: Number(request.params.id) })),
  });

  app.get(apiPaths.transactions, {
    schema: { querystring: transactionQuerySchema, response: { 200: transactionPageSchema } },
    handler: (request) => wallet.transactions({ userId: authUser(request).id, query: request.query }),
  });

  app.get(apiPaths.transaction, {
    schema: { params: idParams, response: { 200: transactionSchema } },
    handler: (request) => wallet.transaction({ userId: authUser(request).id, id: Number(request.params.id) }),
  });
};
