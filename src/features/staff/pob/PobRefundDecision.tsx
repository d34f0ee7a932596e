import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PobRefund, StaffPobRefund } from '../../../../contract/orderPob';
import { v } from '../../../../contract/validation';
import { useApi } from '../../../api/ApiProvider';
import { acceptPobRefund, refusePobRefund, staffPobQuery } from '../../../api/staffPob';
import { fenToYuanText, yuanToFen } from '../../../components/pob/yuan';
import { useFormat } from '../../../i18n/useFormat';
import { translateValidation } from '../../../i18n/validationMessages';
import type { MoveCheck } from '../MoveDialog';
import { PobMoveDialog } from './PobMoveDialog';
import { refundCredit } from './PobMoves';
import { PobTextField, reasonCheck, YuanField } from './pobMoveFields';

/** A customer's refund request as both the queue and the request's page hold it. */
type AskedRefund = Pick<PobRefund, 'id' | 'pobId' | 'pobCode' | 'amountFen' | 'reason'>;

export type RefundDecision = 'accept' | 'refuse';

type DecisionProps = { refund: AskedRefund; onDone: (decided: StaffPobRefund) => void; onClose: () => void };

export function PobRefundDecisionDialog({ decision, ...props }: DecisionProps & { decision: RefundDecision }) {
  return decision === 'accept' ? <AcceptDialog {...props} /> : <RefuseDialog {...props} />;
}

/**
 * "Chấp nhận": all that was asked, or less when the seller gave back less; the wallet is credited
 * at the request's locked rate. The credit is worked out from the request as it stands now.
 */
function AcceptDialog({ refund, onDone, onClose }: DecisionProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [amountText, setAmountText] = useState(() => fenToYuanText(refund.amountFen));
  const pob = useQuery(staffPobQuery(api, refund.pobId));
  const code = refund.pobCode;
  const asked = format.cny(refund.amountFen);
  const reason = refund.reason;
  const amountFen = yuanToFen(amountText);
  const fits = amountFen !== null && amountFen > 0 && amountFen <= refund.amountFen;
  const credit = fits && pob.data ? refundCredit(pob.data, amountFen) : null;
  const creditText = credit === null ? null : format.vnd(credit);
  const check = (): MoveCheck<number | undefined> => {
    if (amountFen === null || amountFen <= 0) return { problem: translateValidation(i18n, v.pobAmountInvalid) };
    if (amountFen > refund.amountFen) return { problem: t`Chỉ chấp nhận được tối đa số khách yêu cầu: ${asked}.` };
    // All that was asked goes without an amount, so the server takes the ask as it stands.
    return { body: amountFen === refund.amountFen ? undefined : amountFen };
  };
  return (
    <PobMoveDialog
      title={t`Chấp nhận hoàn tiền cho ${code}?`}
      confirmLabel={<Trans>Chấp nhận hoàn tiền</Trans>}
      check={check}
      send={(body, key) => acceptPobRefund(api, refund.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>
          Khách yêu cầu hoàn {asked}. Lý do: <bdi>{reason}</bdi>
        </Trans>
      </p>
      <YuanField
        label={<Trans>Số tiền chấp nhận (¥)</Trans>}
        hint={<Trans>Nhỏ hơn số khách yêu cầu nếu người bán chỉ hoàn một phần.</Trans>}
        value={amountText}
        onChange={setAmountText}
      />
      <p className="pob-move__credit" role="status">
        {creditText ? (
          <Trans>Khách sẽ được cộng {creditText} vào ví, theo tỷ giá đã khóa của yêu cầu.</Trans>
        ) : pob.isPending && fits ? (
          <Trans>Đang tính số tiền cộng vào ví…</Trans>
        ) : null}
      </p>
    </PobMoveDialog>
  );
}

/** "Từ chối": nothing is credited; the customer reads the reason. */
function RefuseDialog({ refund, onDone, onClose }: DecisionProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const [reason, setReason] = useState('');
  const code = refund.pobCode;
  const asked = format.cny(refund.amountFen);
  const check = () => reasonCheck(i18n, reason, t`Nhập lý do từ chối.`);
  return (
    <PobMoveDialog
      title={t`Từ chối yêu cầu hoàn ${asked} của ${code}?`}
      confirmLabel={<Trans>Từ chối hoàn tiền</Trans>}
      check={check}
      send={(body, key) => refusePobRefund(api, refund.id, body, key)}
      onDone={onDone}
      onClose={onClose}
    >
      <p>
        <Trans>Không có tiền nào được cộng vào ví của khách.</Trans>
      </p>
      <PobTextField label={<Trans>Lý do từ chối (khách sẽ đọc được)</Trans>} rows={3} value={reason} onChange={setReason} />
    </PobMoveDialog>
  );
}
