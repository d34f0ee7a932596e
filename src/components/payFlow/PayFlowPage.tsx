import { useSelector } from '@xstate/react';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { RequestFailure } from '../../../machines/failure';
import { payFlowScreens } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { StepBusy, StepFailure, StepPage, useStepScreen } from '../StepFlow';
import type { PayFlowActor, PayFlowQuote } from './payFlowActor';
import { ShortfallPanel, type ShortfallWords } from './ShortfallPanel';

/** What each of a flow's own screens is given. */
export type PayFlowScreenProps<TFlow> = {
  flow: TFlow;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the pages this one sends the person to (recharge, an address form, linking an account) come back to. */
  returnTo: string;
};

type QuoteOf<TFlow extends { getSnapshot(): { context: { quote: unknown } } }> = NonNullable<
  ReturnType<TFlow['getSnapshot']>['context']['quote']
>;

type PayFlowPageProps<P extends string, TFlow extends PayFlowActor<P, PayFlowQuote>, TStep extends string> = {
  flow: TFlow;
  prefix: P;
  /** The feature's own layout. */
  className: string;
  returnTo: string;
  /** Above the screens (the checkout's progress). */
  header?: ReactNode;
  /** What loading and quoting are doing, and the headings of their failures, in the flow's words. */
  words: { loading: ReactNode; quoting: ReactNode; loadFailed: ReactNode; quoteFailed: ReactNode };
  /** The flow's own words for a failure. */
  errorText: (error: RequestFailure | null) => string | null;
  /** The shortfall in the flow's words and figures. */
  shortfall: ShortfallWords<QuoteOf<TFlow>>;
  /**
   * The flow's own screens, each a tag of its machine: its steps before the figures (nothing to
   * order, an address, the choices…) in the order a state shows them, its review and what was made.
   */
  screens: Record<TStep | 'review' | 'done', ComponentType<PayFlowScreenProps<TFlow>>>;
};

/**
 * The page of a flow that moves money (machines/payFlow.ts): the screen its machine shows, chosen
 * by tag, with the heading that takes the focus when it changes. Loading, quoting, their failures
 * and the shortfall are the same in every flow and drawn here in the flow's words; the flow
 * draws its own steps, the review and what was made.
 */
export function PayFlowPage<P extends string, TFlow extends PayFlowActor<P, PayFlowQuote>, TStep extends string>(
  props: PayFlowPageProps<P, TFlow, TStep>,
) {
  const { flow, prefix, className, returnTo, header, words, errorText, shortfall, screens } = props;
  type Screen = 'loading' | 'loadFailed' | TStep | (typeof payFlowScreens)[number] | 'done';
  const steps = Object.keys(screens).filter((screen) => screen !== 'review' && screen !== 'done') as TStep[];
  const order: readonly [Screen, ...Screen[]] = ['loading', 'loadFailed', ...steps, ...payFlowScreens, 'done'];
  const { screen, headingRef } = useStepScreen(flow, order);
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
        return <ShortfallPanel flow={flow} prefix={prefix} headingRef={headingRef} returnTo={returnTo} {...shortfall} />;
      default: {
        const Screen: ComponentType<PayFlowScreenProps<TFlow>> = screens[screen as TStep | 'review' | 'done'];
        return <Screen flow={flow} headingRef={headingRef} returnTo={returnTo} />;
      }
    }
  };
  return (
    <StepPage className={className}>
      {header}
      {panel()}
    </StepPage>
  );
}
