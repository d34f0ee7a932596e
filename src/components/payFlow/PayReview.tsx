import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode, type Ref } from 'react';
import type { RequestFailure } from '../../../machines/failure';
import type { PayFlowEvent, PayFlowTag } from '../../../machines/payFlow';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { useFormat } from '../../i18n/useFormat';
import { FormAlert } from '../form/FormAlert';
import type { PayFlowActor } from './payFlowActor';
import '../StepFlow.css';
import './PayReview.css';

/** Which face the review shows: the figures, the figures that moved, a payment under way or failed. */
export type PayReviewStage = 'review' | 'figuresMoved' | 'paying' | 'payFailed';

/** The review's stage, from the tags machines/payFlow.ts puts on its states. */
export function payReviewStageOf(snapshot: { hasTag: (tag: PayFlowTag) => boolean }): PayReviewStage {
  return (['paying', 'payFailed', 'figuresMoved'] as const).find((tag) => snapshot.hasTag(tag)) ?? 'review';
}

/**
 * The event the pay button sends: a confirm, or a retry after a failed payment, with a fresh
 * Idempotency-Key for each face of the review, so no key is sent twice from two screens (the
 * machine keeps an open attempt's own key; see machines/payFlow.ts). The view asks
 * `snapshot.can(event)` about this very event, so the button is enabled exactly when it would act.
 */
export function usePayEvent<P extends string>(prefix: P, stage: PayReviewStage) {
  return useMemo((): PayFlowEvent<P> => {
    const idempotencyKey = newIdempotencyKey();
    return stage === 'payFailed' ? { type: `${prefix}.retry`, idempotencyKey } : { type: `${prefix}.confirm`, idempotencyKey };
  }, [prefix, stage]);
}

/**
 * What a flow's review reads from its machine: the quote, the amount to pay (`amountOf` the
 * quote: the deposit, the total) and the one the customer had accepted when the figures moved,
 * formatted, and the props of PayReview that come from the screen and its machine (the heading,
 * the stage, the failure in the flow's words, whether the pay button would act, and the events
 * it sends).
 */
export function usePayReview<P extends string, TQuote>(
  { flow, headingRef }: { flow: PayFlowActor<P, TQuote>; headingRef: Ref<HTMLHeadingElement> },
  prefix: P,
  errorText: (error: RequestFailure | null) => string | null,
  amountOf: (quote: TQuote) => number,
) {
  const format = useFormat();
  const quote = useSelector(flow, (s) => s.context.quote);
  const previous = useSelector(flow, (s) => s.context.previousQuote);
  const error = useSelector(flow, (s) => s.context.error);
  const stage = useSelector(flow, payReviewStageOf);
  const payEvent = usePayEvent(prefix, stage);
  const canConfirm = useSelector(flow, (s) => s.can(payEvent));
  const review = {
    headingRef,
    stage,
    error: errorText(error),
    canConfirm,
    onConfirm: () => flow.send(payEvent),
    onBack: () => flow.send({ type: `${prefix}.back` }),
  };
  const amount = quote ? format.vnd(amountOf(quote)) : '';
  const before = previous ? format.vnd(amountOf(previous)) : '';
  return { quote, amount, before, review };
}

type PayReviewProps = {
  stage: PayReviewStage;
  headingRef: Ref<HTMLHeadingElement>;
  /** The step's heading (by default: check and confirm); figures that moved replace it with "Số tiền đã thay đổi". */
  title?: ReactNode;
  /** Before and after, in the flow's words; shown when the figures moved. */
  changedNotice: ReactNode;
  /** What a retry does, in the flow's words (by default: no second request, no second debit); shown with the error after a failed payment. */
  failedNotice?: ReactNode;
  error: string | null;
  canConfirm: boolean;
  /** Said while paying, on the button and to screen readers (by default: sending the request). */
  payingLabel?: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onBack: () => void;
  /** The flow's breakdown: what is paid for (orders, parcels, the address). */
  children: ReactNode;
  /** The sums and the balance after paying; beside the breakdown on a desktop, with the pay button under them. */
  totals: ReactNode;
};

/**
 * The review step of a flow that moves money (machines/payFlow.ts): the heading,
 * what changed or failed, the flow's figures, and the one button that pays, with the way back.
 * On a desktop the breakdown and the totals stand side by side, the totals and the button staying
 * in view while the breakdown scrolls.
 */
export function PayReview(props: PayReviewProps) {
  const { t } = useLingui();
  const {
    stage,
    headingRef,
    title = <Trans>Kiểm tra và xác nhận</Trans>,
    changedNotice,
    failedNotice = (
      <Trans>Bạn có thể bấm xác nhận lần nữa. Nếu lần trước yêu cầu đã tới MuaHộ, sẽ không có yêu cầu hay khoản trừ tiền nào thêm.</Trans>
    ),
    error,
    canConfirm,
    payingLabel = t`Đang gửi yêu cầu…`,
    confirmLabel,
    onConfirm,
    onBack,
    children,
    totals,
  } = props;
  const paying = stage === 'paying';
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {stage === 'figuresMoved' ? <Trans>Số tiền đã thay đổi</Trans> : title}
      </h2>
      {stage === 'figuresMoved' && changedNotice && (
        <p className="step-notice" role="alert">
          {changedNotice}
        </p>
      )}
      {stage === 'payFailed' && (
        <>
          <FormAlert message={error} />
          <p className="step-notice">{failedNotice}</p>
        </>
      )}
      <div className="pay-review">
        <div className="pay-review__main">{children}</div>
        <div className="pay-review__aside">
          {totals}
          <p role="status" className="visually-hidden">
            {paying ? payingLabel : ''}
          </p>
          <div className="step-actions">
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={!canConfirm}
              aria-busy={paying || undefined}
              onClick={onConfirm}
            >
              {paying && <span className="spinner" aria-hidden="true" />}
              {paying ? payingLabel : confirmLabel}
            </button>
            <button type="button" className="btn btn-secondary btn-block" disabled={paying} onClick={onBack}>
              <Trans>Quay lại</Trans>
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
