import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { pageQuerySchema } from '../../../contract/pagination';
import { apiPaths } from '../../../contract/paths';
import {
  createRechargeRequestSchema,
  createWithdrawRequestSchema,
  rechargePageSchema,
  rechargeSchema,
  transactionQuerySchema,
  withdrawPageSchema,
  withdrawSchema,
} from '../../../contract/wallet';
import { transactionPageSchema, transactionSchema } from '../../../contract/ledger';
import { walletSchema } from '../../../contract/walletBalance';
import type { RechargeService } from './recharge.service';
import type { WalletService } from './wallet.service';
import type { WithdrawService } from './withdraw.service';
import { ownRoutes } from '../../plugins/ownRoutes';

export interface WalletRoutesOptions extends MoneyRouteDeps {
  wallet: WalletService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
}

/**
 * The signed-in customer's own wallet. Reads filter by the caller's id in the query; money-moving
 * POSTs run inside `idempotency.run`, one transaction with the Idempotency-Key's stored answer.
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { wallet, recharges, withdrawals, idempotency, guards },
) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.read(apiPaths.wallet, { response: walletSchema, read: wallet.get });

  own.create(apiPaths.recharges, {
    body: createRechargeRequestSchema,
    response: rechargeSchema,
    create: (tx, { userId, request }) => recharges.create(tx, { userId, amountVnd: request.amountVnd }),
  });
  own.list(apiPaths.recharges, { query: pageQuerySchema, response: rechargePageSchema, list: recharges.list });
  own.detail(apiPaths.recharge, { response: rechargeSchema, get: recharges.get });

  own.create(apiPaths.withdrawals, { body: createWithdrawRequestSchema, response: withdrawSchema, create: withdrawals.create });
  own.list(apiPaths.withdrawals, { query: pageQuerySchema, response: withdrawPageSchema, list: withdrawals.list });
  own.detail(apiPaths.withdrawal, { response: withdrawSchema, get: withdrawals.get });
  own.act(apiPaths.cancelWithdrawal, { response: withdrawSchema, act: withdrawals.cancel });

  own.list(apiPaths.transactions, {
    query: transactionQuerySchema,
    response: transactionPageSchema,
    list: ({ userId, ...query }) => wallet.transactions({ userId, query }),
  });
  own.detail(apiPaths.transaction, { response: transactionSchema, get: wallet.transaction });
};
