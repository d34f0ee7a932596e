import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import type { SnapshotFrom } from 'xstate';
import { EmptyState } from '../../components/EmptyState';
import { StepBusy, StepFailure, StepPage, useStepHeadingFocus } from '../../components/StepFlow';
import { ChooseStep, NoAddressStep } from './ChooseStep';
import { deliveryErrorText } from './deliveryErrors';
import { DoneStep } from './DoneStep';
import { ReviewStep } from './ReviewStep';
import { ShortfallStep } from './ShortfallStep';
import { useDeliveryFlow, type DeliveryFlow } from './useDeliveryFlow';
import './delivery.css';

/** What the page draws for each state of machines/delivery.ts. */
type Panel = 'loading' | 'loadFailed' | 'empty' | 'noAddress' | 'choosing' | 'quoting' | 'quoteFailed' | 'review' | 'shortfall' | 'done';

function panelOf(s: SnapshotFrom<DeliveryFlow>): Panel {
  if (s.matches('loading') || s.matches('deciding')) return 'loading';
  if (s.matches('quoting') || s.matches('quoted')) return 'quoting';
  // Paying and a failed payment stay on the review, with the button busy or the error shown.
  if (s.matches('reviewing') || s.matches('paying') || s.matches('failed') || s.matches('quoteChanged')) return 'review';
  return s.value as Panel;
}

/**
 * /delivery/create: packages waiting in Vietnam go to an address, settling what their orders
 * still owe (machines/delivery.ts). Each step's heading takes the focus when the screen changes,
 * so a screen reader starts there; the choice survives a reload and a trip to recharge.
 */
export function DeliveryCreatePage() {
  const { address } = useSearch({ from: '/_authed/delivery/create' });
  const flow = useDeliveryFlow(address);
  const panel = useSelector(flow, panelOf);
  const headingRef = useStepHeadingFocus(panel);

  return (
    <StepPage className="delivery-page">
      <DeliveryPanel panel={panel} flow={flow} headingRef={headingRef} />
    </StepPage>
  );
}

function DeliveryPanel({ panel, flow, headingRef }: { panel: Panel; flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải kiện hàng và địa chỉ…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang tính phí giao hàng…</Trans>} />;
    case 'loadFailed':
      return <Failure flow={flow} headingRef={headingRef} title={<Trans>Không tải được kiện hàng</Trans>} />;
    case 'quoteFailed':
      return <Failure flow={flow} headingRef={headingRef} title={<Trans>Không tính được phí giao hàng</Trans>} canGoBack />;
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

/** Loading or quoting failed: why, and a retry (the quote may also go back to the choice). */
function Failure({ flow, headingRef, title, canGoBack = false }: { flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement>; title: ReactNode; canGoBack?: boolean }) {
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <StepFailure
      headingRef={headingRef}
      title={title}
      message={deliveryErrorText(error)}
      // Loading and quoting move no money: the key the event carries is not used.
      onRetry={() => flow.send({ type: 'delivery.retry', idempotencyKey: '' })}
      onBack={canGoBack ? () => flow.send({ type: 'delivery.back' }) : undefined}
    />
  );
}
