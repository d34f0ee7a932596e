import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { PobStatusBadge } from '../../components/pob/PobStatusBadge';
import { useFormat } from '../../i18n/useFormat';
import type { PobFlow } from '../../components/pob/pobFlow';

/** The request exists and is paid from the wallet: its code and status, and the way to it. */
export function DoneStep({ flow, headingRef }: { flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const format = useFormat();
  const pob = useSelector(flow, (s) => s.context.created);
  if (!pob) return null;
  const code = pob.code;
  const total = format.vnd(pob.totalVnd);
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Đã gửi yêu cầu thanh toán hộ</Trans>
      </h2>
      <p className="pob-done__code">
        <strong>{code}</strong> <PobStatusBadge status={pob.status} />
      </p>
      <p>
        <Trans>Đã trừ {total} từ ví. Nhân viên sẽ thanh toán cho người bán và cập nhật mã giao dịch Alipay tại trang yêu cầu.</Trans>
      </p>
      <Link to="/orderPob/$id" params={{ id: String(pob.id) }} className="btn btn-primary btn-block">
        <Trans>Xem yêu cầu {code}</Trans>
      </Link>
      <Link to="/orderPob" className="btn btn-secondary btn-block">
        <Trans>Tất cả yêu cầu thanh toán hộ</Trans>
      </Link>
    </section>
  );
}
