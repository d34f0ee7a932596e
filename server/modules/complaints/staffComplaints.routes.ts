import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptComplaintRequestSchema,
  complaintStepRequestSchema,
  rejectComplaintRequestSchema,
  staffComplaintPageSchema,
  staffComplaintQuerySchema,
  staffComplaintSchema,
  type StaffComplaint,
} from '../../../contract/complaints';
import { staffApiPaths } from '../../../contract/staffPaths';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { staffDesk } from '../../plugins/staffDesk';
import type { ComplaintService } from './complaints.service';

export interface StaffComplaintRoutesOptions extends MoneyRouteDeps {
  complaints: ComplaintService;
}

/** What the audit log keeps of a complaint after a move: its state and the money it was granted and given. */
const complaintState = (complaint: StaffComplaint) => ({
  status: complaint.status,
  amountVnd: complaint.amountVnd,
  acceptedVnd: complaint.acceptedVnd,
  refundedVnd: complaint.refundedVnd,
});

/**
 * Every customer's complaints, for staff with the care duty (or an admin). Every move runs under
 * the caller's Idempotency-Key with its audit entry in the same transaction.
 */
export const staffComplaintRoutes: FastifyPluginAsyncZod<StaffComplaintRoutesOptions> = async (
  app,
  { complaints, idempotency, guards },
) => {
  const desk = staffDesk(app, { onRequest: guards.requireDuty('care'), idempotency });

  desk.list(staffApiPaths.staffComplaints, {
    query: staffComplaintQuerySchema,
    response: staffComplaintPageSchema,
    list: complaints.listForStaff,
  });
  desk.detail(staffApiPaths.staffComplaint, { response: staffComplaintSchema, get: complaints.getForStaff });

  const move = { response: staffComplaintSchema, auditState: complaintState } as const;
  desk.move(staffApiPaths.staffTakeComplaint, {
    ...move,
    body: complaintStepRequestSchema,
    move: complaints.take,
    audit: { action: 'complaint.take', objectType: 'complaint' },
  });
  desk.move(staffApiPaths.staffAcceptComplaint, {
    ...move,
    body: acceptComplaintRequestSchema,
    move: complaints.accept,
    audit: { action: 'complaint.accept', objectType: 'complaint' },
  });
  desk.move(staffApiPaths.staffRejectComplaint, {
    ...move,
    body: rejectComplaintRequestSchema,
    move: complaints.reject,
    audit: { action: 'complaint.reject', objectType: 'complaint' },
  });
  desk.move(staffApiPaths.staffRefundComplaint, {
    ...move,
    body: complaintStepRequestSchema,
    move: complaints.refund,
    audit: { action: 'complaint.refund', objectType: 'complaint' },
  });
  desk.move(staffApiPaths.staffCloseComplaint, {
    ...move,
    body: complaintStepRequestSchema,
    move: complaints.close,
    audit: { action: 'complaint.close', objectType: 'complaint' },
  });
};
