import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { staffMoveRoute } from '../../plugins/staffMoveRoute';
import { idParams } from '../../params';
import type { PobService } from './pob.service';
import type { PobRefundService } from './pobRefunds.service';

export interface StaffPobRoutesOptions {
  pobs: PobService;
  refunds: PobRefundService;
  idempotency: Idempotency;
  guards: AuthGuards;
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
  const purchasingStaff = guards.requireDuty('purchasing');
  const idempotent = idempotentForCaller(idempotency);

  app.get(staffApiPaths.staffPobs, {
    onRequest: purchasingStaff,
    schema: { querystring: staffPobQuerySchema, response: { 200: staffPobPageSchema } },
    handler: (request) => pobs.listForStaff(request.query),
  });

  app.get(staffApiPaths.staffPobRefunds, {
    onRequest: purchasingStaff,
    schema: { querystring: staffPobRefundQuerySchema, response: { 200: staffPobRefundPageSchema } },
    handler: (request) => refunds.listForStaff(request.query),
  });

  app.get(staffApiPaths.staffPob, {
    onRequest: purchasingStaff,
    schema: { params: idParams, response: { 200: staffPobSchema } },
    handler: (request) => pobs.getForStaff({ id: Number(request.params.id) }),
  });

  staffMoveRoute(app, staffApiPaths.staffTakePob, {
    onRequest: purchasingStaff,
    idempotent,
    body: takePobRequestSchema,
    response: staffPobSchema,
    move: (tx, { id, staffId, body }) => pobs.take(tx, { id, staffId, note: body.note }),
    audit: { action: 'pob.take', objectType: 'pob' },
    auditState: pobState,
  });

  staffMoveRoute(app, staffApiPaths.staffPayPob, {
    onRequest: purchasingStaff,
    idempotent,
    body: payPobRequestSchema,
    response: staffPobSchema,
    move: (tx, { id, staffId, body }) => pobs.pay(tx, { id, staffId, alipayTradeNo: body.alipayTradeNo }),
    audit: { action: 'pob.pay', objectType: 'pob' },
    auditState: pobState,
  });

  staffMoveRoute(app, staffApiPaths.staffRejectPob, {
    onRequest: purchasingStaff,
    idempotent,
    body: pobReasonRequestSchema,
    response: staffPobSchema,
    move: (tx, { id, staffId, body }) => pobs.reject(tx, { id, staffId, reason: body.reason }),
    audit: { action: 'pob.reject', objectType: 'pob' },
    auditState: pobState,
  });

  staffMoveRoute(app, staffApiPaths.staffRefundPob, {
    onRequest: purchasingStaff,
    idempotent,
    body: staffPobRefundRequestSchema,
    response: staffPobSchema,
    move: (tx, { id, staffId, body }) => refunds.record(tx, { id, staffId, ...body }),
    audit: { action: 'pob.refund', objectType: 'pob' },
    auditState: pobState,
  });

  staffMoveRoute(app, staffApiPaths.staffAcceptPobRefund, {
    onRequest: purchasingStaff,
    idempotent,
    body: acceptPobRefundRequestSchema,
    response: staffPobRefundSchema,
    move: (tx, { id, staffId, body }) => refunds.accept(tx, { id, staffId, amountFen: body.amountFen }),
    audit: { action: 'pobRefund.accept', objectType: 'pobRefund' },
    auditState: refundState,
  });

  staffMoveRoute(app, staffApiPaths.staffRefusePobRefund, {
    onRequest: purchasingStaff,
    idempotent,
    body: pobReasonRequestSchema,
    response: staffPobRefundSchema,
    move: (tx, { id, staffId, body }) => refunds.refuse(tx, { id, staffId, reason: body.reason }),
    audit: { action: 'pobRefund.refuse', objectType: 'pobRefund' },
    auditState: refundState,
  });
};
