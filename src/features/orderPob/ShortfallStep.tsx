import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { ShortfallPanel } from '../../components/ShortfallPanel';
import { PobFigures } from '../../components/pob/PobFigures';
import type { PobFlow } from './usePobFlow';

/** Where the recharge page sends the customer back to: this flow, which quotes again. */
export const POB_CREATE_PATH = '/orderPob/create';

/** The wallet cannot cover the total: the exact amount missing and the way to add it. */
export function ShortfallStep({ flow, headingRef }: { flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
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
        returnTo={POB_CREATE_PATH}
        onRequote={() => flow.send({ type: 'pob.requote' })}
        onBack={() => flow.send({ type: 'pob.back' })}
      >
        <Trans>Yêu cầu của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận.</Trans>
      </ShortfallPanel>
      <section className="card">
        <PobFigures figures={quote} />
      </section>
    </>
  );
}
