import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import type { RequestFailure } from '../../../machines/failure';
import { payFlowScreens } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../StepFlow';
import type { PayFlowActor, PayFlowQuote } from './payFlowActor';
import { ShortfallPanel, type ShortfallWords } from './ShortfallPanel';

/** The screens a flow draws itself: its own steps, the review and what was made. */
export type PayFlowOwnScreen<TStep extends string> = TStep | 'review' | 'done';

type PayFlowPageProps<P extends string, TQuote extends PayFlowQuote, TStep extends string> = {
  flow: PayFlowActor<P, TQuote>;
  prefix: P;
  /** The feature's own layout. */
  className: string;
  /** The flow's own steps before the figures (empty, an address, the choices…), each a tag of its machine, in the order a state shows them. */
  steps: readonly TStep[];
  /** What loading and quoting are doing, and the headings of their failures, in the flow's words. */
  words: { loading: ReactNode; quoting: ReactNode; loadFailed: ReactNode; quoteFailed: ReactNode };
  /** The flow's own words for a failure. */
  errorText: (error: RequestFailure | null) => string | null;
  /** The shortfall in the flow's words and figures. */
  shortfall: ShortfallWords<TQuote>;
  /** Above the screens (the checkout's progress). */
  header?: ReactNode;
  /** Draws the flow's own screens. */
  children: (screen: PayFlowOwnScreen<TStep>, headingRef: Ref<HTMLHeadingElement>) => ReactNode;
};

/**
 * The page of a flow that moves money (machines/payFlow.ts): the screen its machine shows, chosen
 * by tag, with the heading that takes the focus when it changes. Loading, quoting, their failures
 * and the shortfall are the same in every flow and drawn here in the flow's words; the flow
 * draws its own steps, the review and what was made.
 */
export function PayFlowPage<P extends string, TQuote extends PayFlowQuote, TStep extends string>(
  props: PayFlowPageProps<P, TQuote, TStep>,
) {
  const { flow, prefix, className, steps, words, errorText, shortfall, header, children } = props;
  type Screen = 'loading' | 'loadFailed' | TStep | (typeof payFlowScreens)[number] | 'done';
  const screens: readonly [Screen, ...Screen[]] = ['loading', 'loadFailed', ...steps, ...payFlowScreens, 'done'];
  const { screen, headingRef } = useStepScreen(flow, screens);
  const message = errorText(useSelector(flow, (s) => s.context.error));
  // Loading and quoting move no money, so the key is not used; the event carries one all the same.
  const retry = () => flow.send({ type: `${prefix}.retry`, idempotencyKey: newIdempotencyKey() });
  const back = () => flow.send({ type: `${prefix}.back` });

  const panel = () => {
    switch (screen) {
      case 'loading':
        return <StepBusy text={words.loading} />;
      case 'quoting':
        return <StepBusy text={words.quoting} />;
      case 'loadFailed':
        return <StepFailure headingRef={headingRef} title={words.loadFailed} message={message} onRetry={retry} />;
      case 'quoteFailed':
        return <StepFailure headingRef={headingRef} title={words.quoteFailed} message={message} onRetry={retry} onBack={back} />;
      case 'shortfall':
        return <ShortfallPanel flow={flow} prefix={prefix} headingRef={headingRef} {...shortfall} />;
      default:
        return children(screen, headingRef);
    }
  };
  return (
    <StepPage className={className}>
      {header}
      {panel()}
    </StepPage>
  );
}
