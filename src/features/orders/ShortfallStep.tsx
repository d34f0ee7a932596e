import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { ShortfallPanel } from '../../components/ShortfallPanel';
import { CHECKOUT_PATH } from './AddressStep';
import { QuoteOrders } from './QuoteOrders';
import type { CheckoutFlow } from './useCheckoutFlow';

/**
 * The wallet cannot cover the deposit: the exact amount missing and the way to add it. The
 * choices are saved, and the recharge page links back here ("Tiếp tục đặt hàng"), which quotes
 * again; coming back to this tab quotes again too.
 */
export function ShortfallStep({ flow, headingRef }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const quote = useSelector(flow, (s) => s.context.quote);
  if (!quote) return null;

  return (
    <>
      <ShortfallPanel
        heading={<Trans>Số dư ví chưa đủ để đặt cọc</Trans>}
        headingRef={headingRef}
        shortfallVnd={quote.shortfallVnd}
        totalLabel={<Trans>Tổng tiền cọc</Trans>}
        totalVnd={quote.depositVnd}
        availableVnd={quote.availableVnd}
        returnTo={CHECKOUT_PATH}
        onRequote={() => flow.send({ type: 'checkout.requote' })}
        onBack={() => flow.send({ type: 'checkout.back' })}
      >
        <Trans>
          Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, bấm “Tiếp tục đặt hàng” để quay lại đây; số tiền sẽ được tính lại trước khi đặt
          cọc.
        </Trans>
      </ShortfallPanel>
      <QuoteOrders quote={quote} />
    </>
  );
}
