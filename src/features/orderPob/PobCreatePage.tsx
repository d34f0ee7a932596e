import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { PobTag } from '../../../machines/pob';
import { payFlowScreens } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../../components/StepFlow';
import { DoneStep } from './DoneStep';
import { FillStep } from './FillStep';
import { pobErrorText } from './pobErrors';
import { ReviewStep } from './ReviewStep';
import { ShortfallStep } from './ShortfallStep';
import { usePobFlow, type PobFlow } from './usePobFlow';
import './orderPob.css';

/** The screens of the page, each a tag of machines/pob.ts: a state shows the first it carries. */
const panels = ['loading', 'loadFailed', 'filling', ...payFlowScreens, 'done'] as const satisfies readonly PobTag[];
type Panel = (typeof panels)[number];

/**
 * /orderPob/create: the seller's payment request, the figures, paid from the wallet
 * (machines/pob.ts). Each step's heading takes the focus when the screen changes; the request
 * survives a reload and a trip to recharge.
 */
export function PobCreatePage() {
  const flow = usePobFlow();
  const { screen: panel, headingRef } = useStepScreen(flow, panels);
  return (
    <StepPage className="pob-page">
      <PobPanel panel={panel} flow={flow} headingRef={headingRef} />
    </StepPage>
  );
}

function PobPanel({ panel, flow, headingRef }: { panel: Panel; flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const message = pobErrorText(useSelector(flow, (s) => s.context.error));
  // Loading and quoting move no money, so the key is not used; the event carries one all the same.
  const retry = () => flow.send({ type: 'pob.retry', idempotencyKey: newIdempotencyKey() });
  const back = () => flow.send({ type: 'pob.back' });
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải tỷ giá và hạn mức…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang tính số tiền…</Trans>} />;
    case 'loadFailed':
      return (
        <StepFailure headingRef={headingRef} title={<Trans>Không tải được tỷ giá thanh toán hộ</Trans>} message={message} onRetry={retry} />
      );
    case 'quoteFailed':
      return (
        <StepFailure
          headingRef={headingRef}
          title={<Trans>Không tính được số tiền</Trans>}
          message={message}
          onRetry={retry}
          onBack={back}
        />
      );
    case 'filling':
      return <FillStep flow={flow} headingRef={headingRef} />;
    case 'review':
      return <ReviewStep flow={flow} headingRef={headingRef} />;
    case 'shortfall':
      return <ShortfallStep flow={flow} headingRef={headingRef} />;
    case 'done':
      return <DoneStep flow={flow} headingRef={headingRef} />;
  }
}
