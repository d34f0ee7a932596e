import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PobRefund } from '../../../contract/orderPob';
import { PobRefundStatusBadge } from '../../components/pob/PobStatusBadge';
import { PhotoStrip } from '../../components/PhotoStrip';
import { useFormat } from '../../i18n/useFormat';

/** The refunds of a paid request: asked by the customer or recorded by staff, with what was credited. */
export function PobRefunds({ refunds }: { refunds: readonly PobRefund[] }) {
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId} className="pob-section-title">
        <Trans>Hoàn tiền</Trans>
      </h3>
      <ul className="pob-refunds">
        {refunds.map((refund) => (
          <PobRefundItem key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}

export function PobRefundItem({ refund }: { refund: PobRefund }) {
  const { t } = useLingui();
  const format = useFormat();
  const asked = format.cny(refund.amountFen);
  const credited = format.vnd(refund.creditedVnd);
  const accepted = refund.acceptedFen !== null && refund.acceptedFen !== refund.amountFen ? format.cny(refund.acceptedFen) : null;
  const refuseReason = refund.refuseReason;
  return (
    <li className="pob-refund">
      <p className="pob-row__top">
        <strong>{refund.source === 'staff' ? <Trans>Người bán hoàn {asked}</Trans> : <Trans>Bạn yêu cầu hoàn {asked}</Trans>}</strong>
        <PobRefundStatusBadge status={refund.status} />
      </p>
      <p>
        <bdi>{refund.reason}</bdi>
      </p>
      {accepted && (
        <p>
          <Trans>Được chấp nhận {accepted}</Trans>
        </p>
      )}
      {refund.status === 'accepted' && (
        <p>
          <Trans>Đã hoàn {credited} vào ví</Trans>
        </p>
      )}
      {refuseReason && (
        <p className="pob-reject">
          <Trans>Lý do từ chối: {refuseReason}</Trans>
        </p>
      )}
      {refund.photos.length > 0 && (
        <PhotoStrip
          label={t`Ảnh kèm yêu cầu hoàn tiền`}
          photos={refund.photos}
          altOf={(n, total) => t`Ảnh ${n}/${total} của yêu cầu hoàn tiền`}
        />
      )}
      <time className="muted" dateTime={refund.createdAt}>
        {format.dateTime(refund.createdAt)}
      </time>
    </li>
  );
}
