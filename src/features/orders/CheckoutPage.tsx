import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import type { CheckoutTag } from '../../../machines/checkout';
import { payFlowScreens } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { EmptyState } from '../../components/EmptyState';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../../components/StepFlow';
import { AddressStep, NoAddressStep } from './AddressStep';
import { CheckoutProgress } from './CheckoutProgress';
import { DoneStep } from './DoneStep';
import { orderErrorText } from './orderErrors';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { ShortfallStep } from './ShortfallStep';
import { useCheckoutFlow, useCheckoutStep, type CheckoutFlow } from './useCheckoutFlow';
import './orders.css';

/** The screens of the page, each a tag of machines/checkout.ts: a state shows the first it carries. */
const panels = [
  'loading',
  'loadFailed',
  'empty',
  'noAddress',
  'address',
  'services',
  ...payFlowScreens,
  'done',
] as const satisfies readonly CheckoutTag[];
type Panel = (typeof panels)[number];

/**
 * /orderOrdering/create: the selected cart lines become one order per shop, paid by a deposit
 * from the wallet (machines/checkout.ts). Each step's heading takes the focus when the screen
 * changes, so a screen reader starts there; a saved checkout resumes after a trip to recharge.
 */
export function CheckoutPage() {
  const { address } = useSearch({ from: '/_authed/orderOrdering/create' });
  const flow = useCheckoutFlow(address);
  const step = useCheckoutStep(flow);
  const { screen: panel, headingRef } = useStepScreen(flow, panels);

  return (
    <StepPage className="checkout-page">
      {panel !== 'empty' && panel !== 'loadFailed' && <CheckoutProgress step={step} />}
      <CheckoutPanel panel={panel} flow={flow} headingRef={headingRef} />
    </StepPage>
  );
}

function CheckoutPanel({ panel, flow, headingRef }: { panel: Panel; flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const message = orderErrorText(useSelector(flow, (s) => s.context.error));
  // Loading and quoting move no money, so the key is not used; the event carries one all the same.
  const retry = () => flow.send({ type: 'checkout.retry', idempotencyKey: newIdempotencyKey() });
  const back = () => flow.send({ type: 'checkout.back' });
  switch (panel) {
    case 'loading':
      return <StepBusy text={<Trans>Đang tải giỏ hàng và địa chỉ…</Trans>} />;
    case 'quoting':
      return <StepBusy text={<Trans>Đang tính phí và tiền cọc…</Trans>} />;
    case 'loadFailed':
      return <StepFailure headingRef={headingRef} title={<Trans>Không tải được giỏ hàng</Trans>} message={message} onRetry={retry} />;
    case 'quoteFailed':
      return (
        <StepFailure headingRef={headingRef} title={<Trans>Không tính được phí</Trans>} message={message} onRetry={retry} onBack={back} />
      );
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
