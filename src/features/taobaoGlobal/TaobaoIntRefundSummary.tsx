import { Trans, useLingui } from '@lingui/react/macro';
import type { TaobaoIntRefund } from '../../../contract/taobaoIntOrders';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { taobaoIntRefundKindLabels } from '../../components/taobaoGlobal/labels';
import { TaobaoIntRefundBadge } from '../../components/taobaoGlobal/TaobaoIntStatusBadge';

/**
 * A refund request of one line, as it stands: what kind (a cancel before shipment, a return
 * after), its state, the reason, what came back to the wallet, or the seller's words when refused.
 */
export function TaobaoIntRefundSummary({ refund }: { refund: TaobaoIntRefund }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const kind = i18n._(taobaoIntRefundKindLabels[refund.kind]);
  const refusal = refund.refusal === null ? null : userText(refund.refusal);
  const reason = userText(refund.reason);
  const sent = format.dateTime(refund.createdAt);
  const yuan = refund.amountFen === null ? null : format.cny(refund.amountFen);
  const credited = refund.amountVnd === null ? null : format.vnd(refund.amountVnd);
  return (
    <div className="tbg-refund">
      <p className="tbg-refund__top">
        <strong>{kind}</strong>
        <TaobaoIntRefundBadge status={refund.status} />
      </p>
      {refund.origin === 'platform' ? (
        <p className="muted">
          <Trans>Người bán hoặc Taobao quốc tế đóng đơn và hoàn tiền.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Lý do: <bdi>{reason}</bdi>
          </Trans>
        </p>
      )}
      {refund.status === 'accepted' && (
        <p className="muted">
          {refund.kind === 'returnAndRefund' ? (
            <Trans>Người bán đồng ý. Hãy gửi trả hàng theo hướng dẫn trên Taobao; tiền hoàn về ví khi người bán nhận lại hàng.</Trans>
          ) : (
            <Trans>Người bán đồng ý; tiền hoàn về ví khi Taobao quốc tế hoàn tất.</Trans>
          )}
        </p>
      )}
      {credited !== null && yuan !== null && (
        <p>
          <Trans>
            Đã hoàn {yuan} = {credited} vào ví
          </Trans>
        </p>
      )}
      {refusal && (
        <p className="tbg-danger">
          <Trans>
            Lý do từ chối: <bdi>{refusal}</bdi>
          </Trans>
        </p>
      )}
      <p className="muted tbg-refund__date">
        <Trans>
          Gửi lúc <time dateTime={refund.createdAt}>{sent}</time>
        </Trans>
      </p>
    </div>
  );
}
