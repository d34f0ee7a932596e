import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { ShortfallPanel } from '../../components/ShortfallPanel';
import { DELIVERY_CREATE_PATH } from './ChooseStep';
import { DeliveryAmounts } from './DeliveryFigures';
import type { DeliveryFlow } from './useDeliveryFlow';

/**
 * The wallet cannot cover the total: the exact amount missing and the way to add it. The choices
 * are saved, and the recharge page links back here, which quotes again; coming back to this tab
 * quotes again too.
 */
export function ShortfallStep({ flow, headingRef }: { flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const quote = useSelector(flow, (s) => s.context.quote);
  if (!quote) return null;

  return (
    <>
      <ShortfallPanel
        heading={<Trans>Số dư ví chưa đủ để thanh toán</Trans>}
        headingRef={headingRef}
        shortfallVnd={quote.shortfallVnd}
        totalLabel={<Trans>Tổng thanh toán</Trans>}
        totalVnd={quote.totalVnd}
        availableVnd={quote.availableVnd}
        returnTo={DELIVERY_CREATE_PATH}
        onRequote={() => flow.send({ type: 'delivery.requote' })}
        onBack={() => flow.send({ type: 'delivery.back' })}
      >
        <Trans>
          Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận thanh toán.
        </Trans>
      </ShortfallPanel>
      <section className="card">
        <DeliveryAmounts lines={quote} chargeableGrams={quote.chargeableGrams} />
      </section>
    </>
  );
}
