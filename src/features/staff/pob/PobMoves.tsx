import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pobRefundVnd } from '../../../../contract/fees';
import {
  canMovePob,
  payPobRequestSchema,
  staffPobRefundRequestSchema,
  takePobRequestSchema,
  type StaffPob,
} from '../../../../contract/orderPob';
import { v } from '../../../../contract/validation';
import { useApi } from '../../../api/ApiProvider';
import { payPob, refundPob, rejectPob, takePob } from '../../../api/staffPob';
import { yuanToFen } from '../../../components/pob/yuan';
import { useFormat } from '../../../i18n/useFormat';
import { translateValidation } from '../../../i18n/validationMessages';
import type { MoveCheck } from '../MoveDialog';
import { PobMoveDialog } from './PobMoveDialog';
import { checked, MoveInputField } from '../moveFields';
import { PobTextField, reasonCheck, YuanField } from './pobMoveFields';

export type PobMove = 'take' | 'pay' | 'reject' | 'refund';

/** The moves a request's state allows (contract/pobStatus.ts), and a refund while anything is left to refund. */
export function pobMovesOf(pob: StaffPob): PobMove[] {
  const moves: PobMove[] = [];
  if (canMovePob(pob.status, 'processing')) moves.push('take');
  if (canMovePob(pob.status, 'paid')) moves.push('pay');
  if (canMovePob(pob.status, 'rejected')) moves.push('reject');
  if (pob.status === 'paid' && pob.refundableFen > 0) moves.push('refund');
  return moves;
}

export const pobMoveLabels: Record<PobMove, MessageDescriptor> = {
  take: msg`Tiếp nhận`,
  pay: msg`Đã thanh toán`,
  // The verb: the status of the same words is its own message.
  reject: msg({ message: 'Từ chối', context: 'action' }),
  refund: msg`Ghi nhận hoàn tiền`,
};

type MoveProps = { pob: StaffPob; onDone: (moved: StaffPob) => void; onClose: () => void };

/** The dialog of one move; each opening is its own attempt, with its own Idempotency-Key. */
export function PobMoveDialogFor({ move, ...props }: MoveProps & { move: PobMove }) {
  switch (move) {
    case 'take':
      return <TakeDialog {...props} />;
    case 'pay':
      return <PayDialog {...props} />;
    case 'reject':
      return <RejectDialog {...props} />;
    case 'refund':
      return <RefundDialog {...props} />;
  }
}

/** "Tiếp nhận": this desk pays it now; the customer can no longer cancel. A note for the history, if any. */
function TakeDialog({ pob, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [note, setNote] = useState('');
  const code = pob.code;
  const amount = format.cny(pob.amountFen);
  const check = () => checked(i18n, takePobRequestSchema.safeParse({ note }), (data) => data.note || undefined);
  return (
    <PobMoveDialog
      title={t`Tiếp nhận yêu cầu ${code}?`}
      confirmLabel={<Trans>Tiếp nhận</Trans>}
      check={check}
      send={(body, key) => takePob(api, pob.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>Bạn sẽ thanh toán {amount} cho người bán trên Alipay. Sau khi tiếp nhận, khách không thể hủy yêu cầu nữa.</Trans>
      </p>
      <PobTextField label={<Trans>Ghi chú (không bắt buộc, khách đọc được)</Trans>} value={note} onChange={setNote} />
    </PobMoveDialog>
  );
}

/** "Đã thanh toán": paid on Alipay, with the transaction number the customer can check. */
function PayDialog({ pob, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [tradeNo, setTradeNo] = useState('');
  const code = pob.code;
  const amount = format.cny(pob.amountFen);
  const check = (): MoveCheck<string> => {
    if (!tradeNo.trim()) return { problem: t`Nhập mã giao dịch Alipay của lần thanh toán.` };
    return checked(i18n, payPobRequestSchema.safeParse({ alipayTradeNo: tradeNo }), (data) => data.alipayTradeNo);
  };
  return (
    <PobMoveDialog
      title={t`Xác nhận đã thanh toán ${code}?`}
      confirmLabel={<Trans>Xác nhận đã thanh toán</Trans>}
      check={check}
      send={(alipayTradeNo, key) => payPob(api, pob.id, alipayTradeNo, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>Đã trả {amount} cho người bán trên Alipay. Khách thấy mã giao dịch để đối chiếu.</Trans>
      </p>
      <MoveInputField
        label={<Trans>Mã giao dịch Alipay</Trans>}
        hint={<Trans>交易号, thường gồm 28 chữ số</Trans>}
        value={tradeNo}
        onChange={setTradeNo}
      />
    </PobMoveDialog>
  );
}

/** "Từ chối": with the reason the customer reads; the whole debit goes back to the wallet. */
function RejectDialog({ pob, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [reason, setReason] = useState('');
  const code = pob.code;
  const total = format.vnd(pob.totalVnd);
  const check = () => reasonCheck(i18n, reason, t`Nhập lý do từ chối.`);
  return (
    <PobMoveDialog
      title={t`Từ chối yêu cầu ${code}?`}
      confirmLabel={<Trans>Từ chối yêu cầu</Trans>}
      check={check}
      send={(body, key) => rejectPob(api, pob.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>Toàn bộ {total} đã trừ sẽ được hoàn lại vào ví của khách.</Trans>
      </p>
      <PobTextField label={<Trans>Lý do từ chối (khách sẽ đọc được)</Trans>} rows={3} value={reason} onChange={setReason} />
    </PobMoveDialog>
  );
}

/**
 * What a refund of `refundFen` credits, at the request's locked rate (contract/fees.ts
 * `pobRefundVnd`, the fee with the refund that completes the amount); null when it cannot be one.
 */
export function refundCredit(pob: StaffPob, refundFen: number | null): number | null {
  if (refundFen === null || refundFen <= 0 || pob.refundedFen + refundFen > pob.amountFen) return null;
  return pobRefundVnd({ ...pob, refundFen });
}

/** "Ghi nhận hoàn tiền": the seller refunded this much of a paid request; the wallet is credited at once. */
function RefundDialog({ pob, onDone, onClose }: MoveProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const code = pob.code;
  const most = format.cny(pob.refundableFen);
  const rate = format.vnd(pob.rateVndPerCny);
  const amountFen = yuanToFen(amountText);
  const credit = amountFen !== null && amountFen <= pob.refundableFen ? refundCredit(pob, amountFen) : null;
  const completes = amountFen !== null && pob.refundedFen + amountFen === pob.amountFen;
  const check = (): MoveCheck<{ amountFen: number; reason: string }> => {
    if (amountFen === null || amountFen <= 0) return { problem: translateValidation(i18n, v.pobAmountInvalid) };
    if (amountFen > pob.refundableFen) return { problem: translateValidation(i18n, v.pobRefundAboveRefundable, { maxFen: most }) };
    if (!reason.trim()) return { problem: t`Nhập lý do hoàn tiền.` };
    return checked(i18n, staffPobRefundRequestSchema.safeParse({ amountFen, reason }));
  };
  const creditText = credit === null ? null : format.vnd(credit);
  return (
    <PobMoveDialog
      title={t`Ghi nhận người bán hoàn tiền cho ${code}`}
      confirmLabel={<Trans>Ghi nhận hoàn tiền</Trans>}
      check={check}
      send={(body, key) => refundPob(api, pob.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>
          Còn có thể hoàn tối đa {most}. Ví của khách được cộng ngay, theo tỷ giá đã khóa {rate}/¥.
        </Trans>
      </p>
      <YuanField label={<Trans>Số tiền người bán hoàn (¥)</Trans>} value={amountText} onChange={setAmountText} />
      <PobTextField label={<Trans>Lý do (khách sẽ đọc được)</Trans>} rows={2} value={reason} onChange={setReason} />
      {creditText && (
        <p className="pob-move__credit" role="status">
          {completes ? (
            <Trans>Khách sẽ được cộng {creditText} vào ví (đã gồm phí thanh toán hộ, vì đây là phần hoàn cuối cùng).</Trans>
          ) : (
            <Trans>Khách sẽ được cộng {creditText} vào ví.</Trans>
          )}
        </p>
      )}
    </PobMoveDialog>
  );
}
