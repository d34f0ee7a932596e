import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/jobQueue';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { createAdjustService } from './adjust.service';
import { createBankTransferService } from './bankTransfer.service';
import { createRechargeService } from './recharge.service';
import { createRechargeExpiry, RECHARGE_EXPIRY_CRON, RECHARGE_EXPIRY_JOB } from './rechargeExpiry';
import { staffWalletRoutes } from './staffWallet.routes';
import { createWalletService } from './wallet.service';
import { walletRoutes } from './wallet.routes';
import { createWithdrawService } from './withdraw.service';
import { withdrawProofRoutes } from './withdrawProof.routes';

export interface WalletModuleDeps extends MoneyModuleDeps {
  jobs: JobQueue;
  bankWebhookSecret: string | undefined;
}

/**
 * The wallet's services, built once and shared by the customer's and the staff's routes, and the
 * sweep that stores the expiry of unpaid recharge requests.
 */
export async function registerWalletModule(
  app: FastifyInstance,
  { db, now, idempotency, guards, jobs, bankWebhookSecret }: WalletModuleDeps,
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

  const expiry = createRechargeExpiry({ db, now });
  jobs.schedule(
    RECHARGE_EXPIRY_JOB,
    RECHARGE_EXPIRY_CRON,
    async () => {
      const count = await expiry.run();
      if (count > 0) app.log.info({ count }, 'recharge requests expired');
    },
    { atStart: true },
  );
}
