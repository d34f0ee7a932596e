import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import {
  acceptPobRefundRequestSchema,
  payPobRequestSchema,
  pobReasonRequestSchema,
  staffPobPageSchema,
  staffPobQuerySchema,
  staffPobRefundPageSchema,
  staffPobRefundQuerySchema,
  staffPobRefundRequestSchema,
  staffPobRefundSchema,
  staffPobSchema,
  takePobRequestSchema,
  type StaffPob,
  type StaffPobRefund,
} from '../../../contract/orderPob';
import { staffApiPaths } from '../../../contract/staffPaths';
import { staffDesk } from '../../plugins/staffDesk';
import type { PobService } from './pob.service';
import type { PobRefundService } from './pobRefunds.service';

export interface StaffPobRoutesOptions extends MoneyRouteDeps {
  pobs: PobService;
  refunds: PobRefundService;
}

/** What the audit log keeps of a request after a move: its state and the money it has given back. */
const pobState = (pob: StaffPob) => ({
  status: pob.status,
  totalVnd: pob.totalVnd,
  refundedVnd: pob.refundedVnd,
  refundedFen: pob.refundedFen,
});
const refundState = (refund: StaffPobRefund) => ({
  status: refund.status,
  pobId: refund.pobId,
  acceptedFen: refund.acceptedFen,
  creditedVnd: refund.creditedVnd,
});

/**
 * Every customer's pay-on-behalf requests and refunds, for staff with the purchasing duty (or an
 * admin): they hold the Alipay account, pay the sellers and see the sellers' refunds arrive, so
 * they record and decide refunds too. Every move runs under the caller's Idempotency-Key with its
 * audit entry in the same transaction.
 */
export const staffPobRoutes: FastifyPluginAsyncZod<StaffPobRoutesOptions> = async (app, { pobs, refunds, idempotency, guards }) => {
  const desk = staffDesk(app, { onRequest: guards.requireDuty('purchasing'), idempotency });

  desk.list(staffApiPaths.staffPobs, { query: staffPobQuerySchema, response: staffPobPageSchema, list: pobs.listForStaff });
  desk.list(staffApiPaths.staffPobRefunds, {
    query: staffPobRefundQuerySchema,
    response: staffPobRefundPageSchema,
    list: refunds.listForStaff,
  });
  desk.detail(staffApiPaths.staffPob, { response: staffPobSchema, get: pobs.getForStaff });

  const pobMove = { response: staffPobSchema, auditState: pobState } as const;
  desk.move(staffApiPaths.staffTakePob, {
    ...pobMove,
    body: takePobRequestSchema,
    move: (tx, { id, staffId, body }) => pobs.take(tx, { id, staffId, note: body.note }),
    audit: { action: 'pob.take', objectType: 'pob' },
  });
  desk.move(staffApiPaths.staffPayPob, {
    ...pobMove,
    body: payPobRequestSchema,
    move: (tx, { id, staffId, body }) => pobs.pay(tx, { id, staffId, alipayTradeNo: body.alipayTradeNo }),
    audit: { action: 'pob.pay', objectType: 'pob' },
  });
  desk.move(staffApiPaths.staffRejectPob, {
    ...pobMove,
    body: pobReasonRequestSchema,
    move: (tx, { id, staffId, body }) => pobs.reject(tx, { id, staffId, reason: body.reason }),
    audit: { action: 'pob.reject', objectType: 'pob' },
  });
  desk.move(staffApiPaths.staffRefundPob, {
    ...pobMove,
    body: staffPobRefundRequestSchema,
    move: (tx, { id, staffId, body }) => refunds.record(tx, { id, staffId, ...body }),
    audit: { action: 'pob.refund', objectType: 'pob' },
  });

  const refundMove = { response: staffPobRefundSchema, auditState: refundState } as const;
  desk.move(staffApiPaths.staffAcceptPobRefund, {
    ...refundMove,
    body: acceptPobRefundRequestSchema,
    move: (tx, { id, staffId, body }) => refunds.accept(tx, { id, staffId, amountFen: body.amountFen }),
    audit: { action: 'pobRefund.accept', objectType: 'pobRefund' },
  });
  desk.move(staffApiPaths.staffRefusePobRefund, {
    ...refundMove,
    body: pobReasonRequestSchema,
    move: (tx, { id, staffId, body }) => refunds.refuse(tx, { id, staffId, reason: body.reason }),
    audit: { action: 'pobRefund.refuse', objectType: 'pobRefund' },
  });
};
