import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { PobDone } from '../../components/pob/PobDone';
import type { PobFlow } from '../../components/pob/pobFlow';

/** The request exists and is paid from the wallet: its code and status, and the way to it. */
export function DoneStep({ flow, headingRef }: { flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <PobDone
      flow={flow}
      headingRef={headingRef}
      heading={<Trans>Đã gửi yêu cầu thanh toán hộ</Trans>}
      paid={(total) => (
        <Trans>Đã trừ {total} từ ví. Nhân viên sẽ thanh toán cho người bán và cập nhật mã giao dịch Alipay tại trang yêu cầu.</Trans>
      )}
      to="/orderPob/$id"
      list={{ to: '/orderPob', label: <Trans>Tất cả yêu cầu thanh toán hộ</Trans> }}
    />
  );
}
