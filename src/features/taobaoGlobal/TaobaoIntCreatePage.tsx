import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type Ref } from 'react';
import { payFlowScreens } from '../../../machines/payFlow';
import type { TaobaoIntOrigin, TaobaoIntTag } from '../../../machines/taobaoInt';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../../components/StepFlow';
import { ChooseStep } from './ChooseStep';
import { DoneStep } from './DoneStep';
import { NothingToOrder } from './NothingToOrder';
import { ReviewStep } from './ReviewStep';
import type { TaobaoIntCreateSearch } from './search';
import { ShortfallStep } from './ShortfallStep';
import { taobaoIntErrorText } from './taobaoIntErrors';
import { UnlinkedStep } from './UnlinkedStep';
import { useTaobaoIntFlow, type TaobaoIntFlow } from './useTaobaoIntFlow';
import './taobaoIntOrders.css';

/** The screens of the page, each a tag of machines/taobaoInt.ts: a state shows the first it carries. */
const panels = [
  'loading',
  'loadFailed',
  'empty',
  'unlinked',
  'choosing',
  ...payFlowScreens,
  'done',
] as const satisfies readonly TaobaoIntTag[];
type Panel = (typeof panels)[number];

/** What the address orders: the cart's selection, or one product's SKU and quantity; null when it names neither. */
export function originOf(search: TaobaoIntCreateSearch): TaobaoIntOrigin | null {
  if (search.from === 'cart') return 'cart';
  const [site, itemId] = (search.product ?? '').split('-');
  if ((site === 'taobao' || site === 'tmall') && itemId && search.qty) {
    return { goods: [{ site, itemId, skuId: search.sku ?? null, quantity: search.qty }] };
  }
  return null;
}

/**
 * /taobaoIntOrder/create: "Đặt qua Taobao quốc tế" from a product page or the cart. The choices,
 * the platform's figures, paid from the wallet (machines/taobaoInt.ts); with no linked account,
 * linking one and coming back. Each step's heading takes the focus when the screen changes; the
 * choices survive a reload, a trip to recharge and one to link an account.
 */
export function TaobaoIntCreatePage({ search }: { search: TaobaoIntCreateSearch }) {
  // Read once: the flow orders what the page was opened for.
  const [origin] = useState(() => originOf(search));
  const flow = useTaobaoIntFlow(origin);
  const { screen: panel, headingRef } = useStepScreen(flow, panels);
  // Where recharging and linking an account come back to: this very address, goods included.
  const returnTo = useRouterState({ select: (state) => state.location.href });
  return (
    <StepPage className="tbg-page">
      <TaobaoIntPanel panel={panel} flow={flow} headingRef={headingRef} returnTo={returnTo} />
    </StepPage>
  );
}

function TaobaoIntPanel({
  panel,
  flow,
  headingRef,
  returnTo,
}: {
  panel: Panel;
  flow: TaobaoIntFlow;
  headingRef: Ref<HTMLHeadingElement>;
  returnTo: string;
}) {
  const message = taobaoIntErrorText(useSelector(flow, (s) => s.context.error));
  // Loading and quoting move no money, so the key is not used; the event carries one all the same.
  const retry = () => flow.send({ type: 'taobaoInt.retry', idempotencyKey: newIdempotencyKey() });
  const back = () => flow.send({ type: 'taobaoInt.back' });
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải tài khoản Taobao quốc tế…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang hỏi giá trên Taobao quốc tế…</Trans>} />;
    case 'loadFailed':
      return (
        <StepFailure
          headingRef={headingRef}
          title={<Trans>Không tải được tài khoản Taobao quốc tế</Trans>}
          message={message}
          onRetry={retry}
        />
      );
    case 'quoteFailed':
      return (
        <StepFailure headingRef={headingRef} title={<Trans>Chưa lấy được giá</Trans>} message={message} onRetry={retry} onBack={back} />
      );
    case 'empty':
      return <NothingToOrder flow={flow} headingRef={headingRef} />;
    case 'unlinked':
      return <UnlinkedStep flow={flow} headingRef={headingRef} returnTo={returnTo} />;
    case 'choosing':
      return <ChooseStep flow={flow} headingRef={headingRef} returnTo={returnTo} />;
    case 'review':
      return <ReviewStep flow={flow} headingRef={headingRef} />;
    case 'shortfall':
      return <ShortfallStep flow={flow} headingRef={headingRef} returnTo={returnTo} />;
    case 'done':
      return <DoneStep flow={flow} headingRef={headingRef} />;
  }
}
