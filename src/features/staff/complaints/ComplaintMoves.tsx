import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  acceptComplaintRequestSchema,
  canMoveComplaint,
  COMPLAINT_TEXT_MAX,
  complaintStepRequestSchema,
  rejectComplaintRequestSchema,
  type StaffComplaint,
} from '../../../../contract/complaints';
import { v } from '../../../../contract/validation';
import { useApi } from '../../../api/ApiProvider';
import { ApiError } from '../../../api/errors';
import {
  acceptComplaint,
  closeComplaint,
  refreshStaffComplaints,
  refundComplaint,
  rejectComplaint,
  takeComplaint,
} from '../../../api/staffComplaints';
import { useFormat } from '../../../i18n/useFormat';
import { translateValidation } from '../../../i18n/validationMessages';
import { areaMoveDialog, moveErrorWords, type MoveCheck } from '../MoveDialog';
import { checked, MoveInputField, MoveTextField } from '../moveFields';

export type ComplaintMove = 'take' | 'accept' | 'reject' | 'refund' | 'close';

/** The moves a complaint's state allows (contract/complaintStatus.ts). */
export function complaintMovesOf(complaint: StaffComplaint): ComplaintMove[] {
  const moves: ComplaintMove[] = [];
  if (canMoveComplaint(complaint.status, 'handling')) moves.push('take');
  if (canMoveComplaint(complaint.status, 'accepted')) moves.push('accept');
  if (canMoveComplaint(complaint.status, 'rejected')) moves.push('reject');
  if (canMoveComplaint(complaint.status, 'refunded')) moves.push('refund');
  if (canMoveComplaint(complaint.status, 'closed')) moves.push('close');
  return moves;
}

export const complaintMoveLabels: Record<ComplaintMove, MessageDescriptor> = {
  take: msg`Tiếp nhận`,
  accept: msg({ message: 'Chấp nhận', context: 'action' }),
  // The verb: the status of the same words is its own message.
  reject: msg({ message: 'Từ chối', context: 'action' }),
  refund: msg`Hoàn tiền vào ví`,
  close: msg`Đóng khiếu nại`,
};

type MoveProps = { complaint: StaffComplaint; onDone: (moved: StaffComplaint) => void; onClose: () => void };

/** The dialog of one move; each opening is its own attempt, with its own Idempotency-Key. */
export function ComplaintMoveDialogFor({ move, ...props }: MoveProps & { move: ComplaintMove }) {
  switch (move) {
    case 'take':
      return <StepDialog {...props} move="take" />;
    case 'accept':
      return <AcceptDialog {...props} />;
    case 'reject':
      return <RejectDialog {...props} />;
    case 'refund':
      return <StepDialog {...props} move="refund" />;
    case 'close':
      return <StepDialog {...props} move="close" />;
  }
}

/** Moved meanwhile by a colleague, or gone: what the page shows is out of date. */
const isStale = (error: unknown) => error instanceof ApiError && (error.code === 'invalid-state' || error.code === 'not-found');

const staleMessage = msg`Khiếu nại đã chuyển sang trạng thái khác (có thể đồng nghiệp vừa xử lý). Trang đã được cập nhật.`;

/** One complaint move in a dialog, refreshing the console's complaint lists and counts. */
const ComplaintMoveDialog = areaMoveDialog({
  bodyClassName: 'complaint-move',
  refresh: refreshStaffComplaints,
  isStale,
  // A field the server refused (the amount above the cap) is said in the server's own words.
  errorWords: moveErrorWords({ 'invalid-state': staleMessage, 'not-found': staleMessage }),
});

/** A note staff keep for themselves at a step; the customer never reads it. */
function StaffNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <MoveTextField
      label={<Trans>Ghi chú nội bộ (không bắt buộc, khách không thấy)</Trans>}
      max={COMPLAINT_TEXT_MAX}
      value={value}
      onChange={onChange}
    />
  );
}

/** "Tiếp nhận", "Hoàn tiền vào ví" and "Đóng khiếu nại": a step with nothing but an optional note of staff's own. */
function StepDialog({ complaint, move, onDone, onClose }: MoveProps & { move: 'take' | 'refund' | 'close' }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [note, setNote] = useState('');
  const code = complaint.code;
  const customer = complaint.customerCode;
  const accepted = format.vnd(complaint.acceptedVnd ?? 0);
  const check = () => checked(i18n, complaintStepRequestSchema.safeParse(note.trim() ? { staffNote: note } : {}));
  const steps = {
    take: {
      title: t`Tiếp nhận khiếu nại ${code}?`,
      confirm: <Trans>Tiếp nhận</Trans>,
      effect: <Trans>Bạn sẽ giải quyết khiếu nại này; khách thấy khiếu nại đang được giải quyết.</Trans>,
      send: takeComplaint,
    },
    refund: {
      title: t`Hoàn ${accepted} vào ví của ${customer}?`,
      confirm: <Trans>Hoàn tiền vào ví</Trans>,
      effect: (
        <Trans>
          Tiền sẽ được cộng ngay vào ví của khách {customer}: {accepted}. Không thể hoàn tác.
        </Trans>
      ),
      send: refundComplaint,
    },
    close: {
      title: t`Đóng khiếu nại ${code}?`,
      confirm: <Trans>Đóng khiếu nại</Trans>,
      effect: <Trans>Khiếu nại đã xong; sau khi đóng không thể thay đổi nữa.</Trans>,
      send: closeComplaint,
    },
  }[move];
  return (
    <ComplaintMoveDialog
      title={steps.title}
      confirmLabel={steps.confirm}
      check={check}
      send={(body, key) => steps.send(api, complaint.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>{steps.effect}</p>
      <StaffNoteField value={note} onChange={setNote} />
    </ComplaintMoveDialog>
  );
}

/** "Chấp nhận": an amount (at most the cap) and the words the customer reads; the money moves at the refund. */
function AcceptDialog({ complaint, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [amountText, setAmountText] = useState(String(Math.min(complaint.amountVnd, complaint.capVnd)));
  const [note, setNote] = useState('');
  const code = complaint.code;
  const cap = format.vnd(complaint.capVnd);
  const asked = format.vnd(complaint.amountVnd);
  const check = (): MoveCheck<{ amountVnd: number; note: string }> => {
    const digits = amountText.replace(/[\s.,₫]/g, '');
    const amountVnd = /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
    const parsed = checked(i18n, acceptComplaintRequestSchema.safeParse({ amountVnd, note }));
    if ('body' in parsed && amountVnd > complaint.capVnd) {
      return { problem: translateValidation(i18n, v.complaintAmountAboveCap, { maxVnd: cap }) };
    }
    return parsed;
  };
  return (
    <ComplaintMoveDialog
      title={t`Chấp nhận khiếu nại ${code}?`}
      confirmLabel={<Trans>Chấp nhận</Trans>}
      check={check}
      send={(body, key) => acceptComplaint(api, complaint.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>
          Khách yêu cầu {asked}; có thể chấp nhận tối đa {cap}. Tiền chỉ vào ví khi bạn bấm “Hoàn tiền vào ví”.
        </Trans>
      </p>
      <MoveInputField label={<Trans>Số tiền chấp nhận (₫)</Trans>} inputMode="numeric" value={amountText} onChange={setAmountText} />
      <MoveTextField
        label={<Trans>Lời nhắn cho khách (khách sẽ đọc được)</Trans>}
        max={COMPLAINT_TEXT_MAX}
        rows={2}
        value={note}
        onChange={setNote}
      />
    </ComplaintMoveDialog>
  );
}

/** "Từ chối": with the reason the customer reads; nothing is credited. */
function RejectDialog({ complaint, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [reason, setReason] = useState('');
  const code = complaint.code;
  const check = (): MoveCheck<{ reason: string }> => {
    if (!reason.trim()) return { problem: t`Nhập lý do từ chối.` };
    return checked(i18n, rejectComplaintRequestSchema.safeParse({ reason }));
  };
  return (
    <ComplaintMoveDialog
      title={t`Từ chối khiếu nại ${code}?`}
      confirmLabel={<Trans>Từ chối khiếu nại</Trans>}
      check={check}
      send={(body, key) => rejectComplaint(api, complaint.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>Khách sẽ không được hoàn tiền cho khiếu nại này và đọc được lý do bạn ghi.</Trans>
      </p>
      <MoveTextField
        label={<Trans>Lý do từ chối (khách sẽ đọc được)</Trans>}
        max={COMPLAINT_TEXT_MAX}
        rows={3}
        value={reason}
        onChange={setReason}
      />
    </ComplaintMoveDialog>
  );
}
