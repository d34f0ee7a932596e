import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { DeliveryTag } from '../../../machines/delivery';
import { payFlowScreens } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { EmptyState } from '../../components/EmptyState';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../../components/StepFlow';
import { ChooseStep, NoAddressStep } from './ChooseStep';
import { deliveryErrorText } from './deliveryErrors';
import { DoneStep } from './DoneStep';
import { ReviewStep } from './ReviewStep';
import { ShortfallStep } from './ShortfallStep';
import { useDeliveryFlow, type DeliveryFlow } from './useDeliveryFlow';
import './delivery.css';

/** The screens of the page, each a tag of machines/delivery.ts: a state shows the first it carries. */
const panels = [
  'loading',
  'loadFailed',
  'empty',
  'noAddress',
  'choosing',
  ...payFlowScreens,
  'done',
] as const satisfies readonly DeliveryTag[];
type Panel = (typeof panels)[number];

/**
 * /delivery/create: packages waiting in Vietnam go to an address, settling what their orders
 * still owe (machines/delivery.ts). Each step's heading takes the focus when the screen changes,
 * so a screen reader starts there; the choice survives a reload and a trip to recharge.
 */
export function DeliveryCreatePage() {
  const { address } = useSearch({ from: '/_authed/delivery/create' });
  const flow = useDeliveryFlow(address);
  const { screen: panel, headingRef } = useStepScreen(flow, panels);

  return (
    <StepPage className="delivery-page">
      <DeliveryPanel panel={panel} flow={flow} headingRef={headingRef} />
    </StepPage>
  );
}

function DeliveryPanel({ panel, flow, headingRef }: { panel: Panel; flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const message = deliveryErrorText(useSelector(flow, (s) => s.context.error));
  // Loading and quoting move no money, so the key is not used; the event carries one all the same.
  const retry = () => flow.send({ type: 'delivery.retry', idempotencyKey: newIdempotencyKey() });
  const back = () => flow.send({ type: 'delivery.back' });
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải kiện hàng và địa chỉ…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang tính phí giao hàng…</Trans>} />;
    case 'loadFailed':
      return <StepFailure headingRef={headingRef} title={<Trans>Không tải được kiện hàng</Trans>} message={message} onRetry={retry} />;
    case 'quoteFailed':
      return (
        <StepFailure
          headingRef={headingRef}
          title={<Trans>Không tính được phí giao hàng</Trans>}
          message={message}
          onRetry={retry}
          onBack={back}
        />
      );
    case 'empty':
      return (
        <EmptyState
          icon="box"
          title={<Trans>Chưa có kiện hàng nào chờ giao</Trans>}
          action={
            <Link to="/package" className="btn btn-primary">
              <Trans>Xem kiện hàng</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Khi kiện hàng về tới kho Việt Nam, bạn có thể tạo yêu cầu giao hàng tại đây.</Trans>
          </p>
        </EmptyState>
      );
    case 'noAddress':
      return <NoAddressStep headingRef={headingRef} />;
    case 'choosing':
      return <ChooseStep flow={flow} headingRef={headingRef} />;
    case 'review':
      return <ReviewStep flow={flow} headingRef={headingRef} />;
    case 'shortfall':
      return <ShortfallStep flow={flow} headingRef={headingRef} />;
    case 'done':
      return <DoneStep flow={flow} headingRef={headingRef} />;
  }
}
