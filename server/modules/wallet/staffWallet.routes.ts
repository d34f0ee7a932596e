import { recordAudit } from '../../audit/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { staffApiPaths } from '../../../contract/staffPaths';
import {
  adjustWalletRequestSchema,
  adjustWalletResponseSchema,
  bankLinePreviewRequestSchema,
  bankLinePreviewResponseSchema,
  bankTransferPageSchema,
  bankTransferRequestSchema,
  bankTransferSchema,
  completeWithdrawRequestSchema,
  confirmRechargeRequestSchema,
  rejectWithdrawRequestSchema,
  staffListQuerySchema,
  staffRechargePageSchema,
  staffRechargeSchema,
  staffWithdrawPageSchema,
  staffWithdrawSchema,
} from '../../../contract/wallet';
import { bankTransferStatuses, rechargeStatuses, withdrawStatuses } from '../../../contract/walletStatus';
import type { AdjustService } from './adjust.service';
import type { BankTransferService } from './bankTransfer.service';
import { staffOrBankWebhook } from './bankWebhookAuth';
import { staffDesk } from '../../plugins/staffDesk';
import type { RechargeService } from './recharge.service';
import { userIdParams, withStatusFilter } from '../../params';
import { userScope, WEBHOOK_SCOPE } from '../../plugins/idempotentForCaller';
import type { WithdrawService } from './withdraw.service';

export interface StaffWalletRoutesOptions extends MoneyRouteDeps {
  recharges: RechargeService;
  withdrawals: WithdrawService;
  bankTransfers: BankTransferService;
  adjustments: AdjustService;
  /** BANK_WEBHOOK_SECRET; without it the bank webhook is refused. */
  bankWebhookSecret: string | undefined;
}

/** Staff work on every customer's money (the money duty, or an admin); the bank may post statement lines. */
export const staffWalletRoutes: FastifyPluginAsyncZod<StaffWalletRoutesOptions> = async (app, options) => {
  const { recharges, withdrawals, bankTransfers, adjustments, idempotency, guards } = options;
  const moneyStaff = guards.requireDuty('money');
  const desk = staffDesk(app, { onRequest: moneyStaff, idempotency });

  app.post(staffApiPaths.staffBankTransfers, {
    onRequest: staffOrBankWebhook(guards, options.bankWebhookSecret),
    // 201: a new line was recorded; 200: this bank reference was already recorded, nothing changed.
    // In the API reference: a staff member's bearer token or the bank's `Authorization: Apikey` secret.
    schema: {
      security: [{ bearer: [] }, { bankWebhook: [] }],
      headers: idempotencyHeadersSchema,
      body: bankTransferRequestSchema,
      response: { 200: bankTransferSchema, 201: bankTransferSchema },
    },
    handler: (request, reply) => {
      const staffId = request.user?.id;
      const source = staffId === undefined ? ({ kind: 'webhook' } as const) : ({ kind: 'staff', staffId } as const);
      return idempotency.run(request, reply, staffId === undefined ? WEBHOOK_SCOPE : userScope(staffId), async (tx) => {
        const { transfer, created } = await bankTransfers.record(tx, { line: request.body, source });
        if (created && staffId !== undefined) {
          await recordAudit(tx, {
            actorId: staffId,
            action: 'bankTransfer.record',
            objectType: 'bankTransfer',
            objectId: transfer.id,
            after: { status: transfer.status, amountVnd: transfer.amountVnd, input: request.body },
          });
        }
        return { status: created ? 201 : 200, body: transfer };
      });
    },
  });

  // A read that takes a body (a whole statement is too long for a query string); it writes nothing.
  app.post(staffApiPaths.staffPreviewBankTransfers, {
    onRequest: moneyStaff,
    schema: { body: bankLinePreviewRequestSchema, response: { 200: bankLinePreviewResponseSchema } },
    handler: async ({ body }) => ({ items: await bankTransfers.preview(body.lines) }),
  });

  desk.list(staffApiPaths.staffBankTransfers, {
    query: staffListQuerySchema,
    response: bankTransferPageSchema,
    list: withStatusFilter(bankTransferStatuses, bankTransfers.list),
  });
  desk.list(staffApiPaths.staffRecharges, {
    query: staffListQuerySchema,
    response: staffRechargePageSchema,
    list: withStatusFilter(rechargeStatuses, recharges.listForStaff),
  });
  desk.move(staffApiPaths.staffConfirmRecharge, {
    body: confirmRechargeRequestSchema,
    response: staffRechargeSchema,
    move: (tx, { id, staffId, body }) => recharges.confirm(tx, { staffId, id, ...body }),
    audit: { action: 'recharge.confirm', objectType: 'recharge' },
  });

  desk.list(staffApiPaths.staffWithdrawals, {
    query: staffListQuerySchema,
    response: staffWithdrawPageSchema,
    list: withStatusFilter(withdrawStatuses, withdrawals.listForStaff),
  });
  desk.move(staffApiPaths.staffCompleteWithdrawal, {
    body: completeWithdrawRequestSchema,
    response: staffWithdrawSchema,
    move: (tx, { id, staffId, body }) => withdrawals.complete(tx, { staffId, id, reference: body.reference }),
    audit: { action: 'withdrawal.complete', objectType: 'withdrawal' },
  });
  desk.move(staffApiPaths.staffRejectWithdrawal, {
    body: rejectWithdrawRequestSchema,
    response: staffWithdrawSchema,
    move: (tx, { id, staffId, body }) => withdrawals.reject(tx, { staffId, id, reason: body.reason }),
    audit: { action: 'withdrawal.reject', objectType: 'withdrawal' },
  });
  desk.photo(staffApiPaths.staffWithdrawalProof, { response: staffWithdrawSchema, add: withdrawals.addProof });

  desk.write(staffApiPaths.staffAdjustWallet, {
    params: userIdParams,
    body: adjustWalletRequestSchema,
    response: adjustWalletResponseSchema,
    status: 201,
    write: (tx, { staffId, params, body }) => adjustments.adjust(tx, { staffId, userId: Number(params.userId), ...body }),
    audit: ({ wallet, transaction }, { params, body }) => [
      {
        action: 'wallet.adjust',
        objectType: 'wallet',
        objectId: Number(params.userId),
        before: { balanceVnd: wallet.balanceVnd - transaction.amountVnd },
        after: { balanceVnd: wallet.balanceVnd },
        note: body.reason,
      },
    ],
  });
};
