import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { TaobaoIntStatusBadge } from '../../components/taobaoGlobal/TaobaoIntStatusBadge';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/** The order exists and the wallet paid it: its code and status, what happens next, and the way to it. */
export function DoneStep({ flow, headingRef }: { flow: TaobaoIntFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const format = useFormat();
  const order = useSelector(flow, (s) => s.context.created);
  if (!order) return null;
  const code = order.code;
  const total = format.vnd(order.paidVnd);
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Đã đặt đơn Taobao quốc tế</Trans>
      </h2>
      <p className="tbg-done__code">
        <strong>{code}</strong> <TaobaoIntStatusBadge status={order.status} />
      </p>
      <p>
        <Trans>
          Đã trừ {total} từ ví. MuaHộ thanh toán cho người bán trên Taobao quốc tế và cập nhật trạng thái, mã vận đơn tại trang đơn.
        </Trans>
      </p>
      <Link to="/taobaoIntOrder/$id" params={{ id: String(order.id) }} className="btn btn-primary btn-block">
        <Trans>Xem đơn {code}</Trans>
      </Link>
      <Link to="/taobaoIntOrder" className="btn btn-secondary btn-block">
        <Trans>Tất cả đơn Taobao quốc tế</Trans>
      </Link>
    </section>
  );
}
