import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { createAdjustService } from './adjust.service';
import { createBankTransferService } from './bankTransfer.service';
import { createRechargeService } from './recharge.service';
import { staffWalletRoutes } from './staffWallet.routes';
import { createWalletService } from './wallet.service';
import { walletRoutes } from './wallet.routes';
import { createWithdrawService } from './withdraw.service';
import { withdrawProofRoutes } from './withdrawProof.routes';

export interface WalletModuleDeps extends MoneyModuleDeps {
  bankWebhookSecret: string | undefined;
}

/** The wallet's services, built once and shared by the customer's and the staff's routes. */
export async function registerWalletModule(
  app: FastifyInstance,
  { db, now, idempotency, guards, bankWebhookSecret }: WalletModuleDeps,
): Promise<void> {
  const recharges = createRechargeService({ db, now });
  const withdrawals = createWithdrawService({ db, now });
  await app.register(walletRoutes, { prefix: '/api', wallet: createWalletService({ db }), recharges, withdrawals, idempotency, guards });
  await app.register(staffWalletRoutes, {
    prefix: '/api',
    recharges,
    withdrawals,
    bankTransfers: createBankTransferService({ db, now }),
    adjustments: createAdjustService({ now }),
    idempotency,
    guards,
    bankWebhookSecret,
  });
  await app.register(withdrawProofRoutes, { prefix: '/api', db });
}
