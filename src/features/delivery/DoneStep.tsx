import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import { deliveryPaymentLabels } from './labels';
import type { DeliveryFlow } from './useDeliveryFlow';

/** The request exists (and, from the wallet, is paid): its code and status, and the way to the list. */
export function DoneStep({ flow, headingRef }: { flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const delivery = useSelector(flow, (s) => s.context.created);
  if (!delivery) return null;
  const code = delivery.code;
  const total = format.vnd(delivery.totalVnd);
  const paid = i18n._(deliveryPaymentLabels[delivery.payment]);
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Đã tạo yêu cầu giao hàng</Trans>
      </h2>
      <p className="delivery-done__code">
        <strong>{code}</strong> <DeliveryStatusBadge status={delivery.status} />
      </p>
      <p>
        <Trans>
          Tổng {total} · {paid}. Chúng tôi sẽ đóng gói và giao hàng tới bạn, trạng thái được cập nhật trong danh sách yêu cầu.
        </Trans>
      </p>
      <Link to="/delivery" search={{ id: delivery.id }} className="btn btn-primary btn-block">
        <Trans>Xem yêu cầu {code}</Trans>
      </Link>
      <Link to="/delivery" className="btn btn-secondary btn-block">
        <Trans>Tất cả yêu cầu giao hàng</Trans>
      </Link>
    </section>
  );
}
