import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { ReactNode, Ref } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { StepBusy, StepFailure, StepPage, useStepHeadingFocus } from '../../components/StepFlow';
import { AddressStep, NoAddressStep } from './AddressStep';
import { CheckoutProgress } from './CheckoutProgress';
import { DoneStep } from './DoneStep';
import { orderErrorText } from './orderErrors';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { ShortfallStep } from './ShortfallStep';
import { useCheckoutFlow, useCheckoutStep, type CheckoutFlow } from './useCheckoutFlow';
import './orders.css';

/** What the page draws for each state of machines/checkout.ts. */
type Panel =
  'loading' | 'loadFailed' | 'empty' | 'noAddress' | 'address' | 'services' | 'quoting' | 'quoteFailed' | 'review' | 'shortfall' | 'done';

function panelOf(s: SnapshotFrom<CheckoutFlow>): Panel {
  if (s.matches('loading') || s.matches('deciding')) return 'loading';
  if (s.matches('quoting') || s.matches('quoted')) return 'quoting';
  // Paying and a failed payment stay on the review, with the button busy or the error shown.
  if (s.matches('reviewing') || s.matches('paying') || s.matches('failed') || s.matches('quoteChanged')) return 'review';
  return s.value as Panel;
}

/**
 * /orderOrdering/create: the selected cart lines become one order per shop, paid by a deposit
 * from the wallet (machines/checkout.ts). Each step's heading takes the focus when the screen
 * changes, so a screen reader starts there; a saved checkout resumes after a trip to recharge.
 */
export function CheckoutPage() {
  const { address } = useSearch({ from: '/_authed/orderOrdering/create' });
  const flow = useCheckoutFlow(address);
  const step = useCheckoutStep(flow);
  const panel = useSelector(flow, panelOf);
  const headingRef = useStepHeadingFocus(panel);

  return (
    <StepPage className="checkout-page">
      {panel !== 'empty' && panel !== 'loadFailed' && <CheckoutProgress step={step} />}
      <CheckoutPanel panel={panel} flow={flow} headingRef={headingRef} />
    </StepPage>
  );
}

function CheckoutPanel({ panel, flow, headingRef }: { panel: Panel; flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải giỏ hàng và địa chỉ…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang tính phí và tiền cọc…</Trans>} />;
    case 'loadFailed':
      return <Failure flow={flow} headingRef={headingRef} title={<Trans>Không tải được giỏ hàng</Trans>} />;
    case 'quoteFailed':
      return <Failure flow={flow} headingRef={headingRef} title={<Trans>Không tính được phí</Trans>} canGoBack />;
    case 'empty':
      return (
        <EmptyState
          icon="cart"
          title={<Trans>Chưa có sản phẩm nào được chọn để đặt hàng</Trans>}
          action={
            <Link to="/shoppingCart" className="btn btn-primary">
              <Trans>Về giỏ hàng</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Chọn các sản phẩm muốn mua trong giỏ hàng, rồi bấm đặt hàng.</Trans>
          </p>
        </EmptyState>
      );
    case 'noAddress':
      return <NoAddressStep headingRef={headingRef} />;
    case 'address':
      return <AddressStep flow={flow} headingRef={headingRef} />;
    case 'services':
      return <ServicesStep flow={flow} headingRef={headingRef} />;
    case 'review':
      return <ReviewStep flow={flow} headingRef={headingRef} />;
    case 'shortfall':
      return <ShortfallStep flow={flow} headingRef={headingRef} />;
    case 'done':
      return <DoneStep flow={flow} headingRef={headingRef} />;
  }
}

/** Loading or quoting failed: why, and a retry (the quote may also go back to the services). */
function Failure({ flow, headingRef, title, canGoBack = false }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement>; title: ReactNode; canGoBack?: boolean }) {
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <StepFailure
      headingRef={headingRef}
      title={title}
      message={orderErrorText(error)}
      // Loading and quoting move no money: the key the event carries is not used.
      onRetry={() => flow.send({ type: 'checkout.retry', idempotencyKey: '' })}
      onBack={canGoBack ? () => flow.send({ type: 'checkout.back' }) : undefined}
    />
  );
}
