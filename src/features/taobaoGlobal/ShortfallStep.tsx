import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { ShortfallPanel } from '../../components/ShortfallPanel';
import { TaobaoIntFigures } from './TaobaoIntFigures';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/** The wallet cannot cover the total: the exact amount missing, and the way to add it and come back here. */
export function ShortfallStep({
  flow,
  headingRef,
  returnTo,
}: {
  flow: TaobaoIntFlow;
  headingRef: Ref<HTMLHeadingElement>;
  returnTo: string;
}) {
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
        returnTo={returnTo}
        onRequote={() => flow.send({ type: 'taobaoInt.requote' })}
        onBack={() => flow.send({ type: 'taobaoInt.back' })}
      >
        <Trans>Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; Taobao quốc tế sẽ báo giá lại trước khi bạn thanh toán.</Trans>
      </ShortfallPanel>
      <section className="card">
        <TaobaoIntFigures figures={quote} />
      </section>
    </>
  );
}
