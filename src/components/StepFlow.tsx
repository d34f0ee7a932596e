import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { FormAlert } from './form/FormAlert';
import './StepFlow.css';

/**
 * Pieces of a page that walks a machine through steps (the checkout, the delivery request): the
 * page frame, the focus move between steps, the busy line and the failure panel.
 */

/**
 * Each step's heading takes the focus when the step changes, so a screen reader starts there.
 * Not on the first render: the page's own arrival is announced by the router.
 */
function useStepHeadingFocus<P>(panel: P): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(panel);
  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    headingRef.current?.focus();
  }, [panel]);
  return headingRef;
}

/**
 * The screen a flow shows, chosen by the machine: the first of `screens` its state carries as a
 * tag (the first screen while none does), with the heading that takes the focus when it changes.
 */
export function useStepScreen<
  TSnapshot extends Snapshot<unknown> & { hasTag(tag: TScreen): boolean },
  TEvent extends EventObject,
  TScreen extends string,
>(flow: ActorRef<TSnapshot, TEvent>, screens: readonly [TScreen, ...TScreen[]]) {
  const screen = useSelector(flow, (s): TScreen => screens.find((tag) => s.hasTag(tag)) ?? screens[0]);
  const headingRef = useStepHeadingFocus(screen);
  return { screen, headingRef };
}

/** The page around the steps; `className` is the feature's own layout. */
export function StepPage({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`page page--form step-page ${className}`}>{children}</div>;
}

/** Waiting on the machine (loading, quoting): a spinner and what is happening. */
export function StepBusy({ text }: { text: ReactNode }) {
  return (
    <p className="card muted" role="status">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/** The step's way on: one button that sends `event`, enabled exactly when the machine would take it. */
export function StepNext<TEvent extends EventObject>({
  flow,
  event,
  children,
}: {
  flow: ActorRef<Snapshot<unknown> & { can(event: TEvent): boolean }, TEvent>;
  event: TEvent;
  children: ReactNode;
}) {
  const canNext = useSelector(flow, (s) => s.can(event));
  return (
    <div className="step-actions">
      <button type="button" className="btn btn-primary btn-block" disabled={!canNext} onClick={() => flow.send(event)}>
        {children}
      </button>
    </div>
  );
}

/** Loading or quoting failed: why, and a retry (a failed quote may also go back a step). */
export function StepFailure({
  headingRef,
  title,
  message,
  onRetry,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  message: string | null;
  onRetry: () => void;
  onBack?: () => void;
}) {
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <FormAlert message={message} />
      <div className="step-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          <Trans>Thử lại</Trans>
        </button>
        {onBack && (
          <button type="button" className="btn btn-secondary btn-block" onClick={onBack}>
            <Trans>Quay lại</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
