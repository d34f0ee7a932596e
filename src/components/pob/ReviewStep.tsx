import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { PayReview, usePayReview } from '../payFlow/PayReview';
import { PobFigures } from './PobFigures';
import { SummaryList, SummaryRow } from '../SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { PobRequestSummary } from './PobRequestSummary';
import { pobErrorText } from './pobErrors';
import type { PobFlow } from './pobFlow';
import './pob.css';

/**
 * The server's figures (the ¥ at the POB rate, the fee, the total, the wallet), what will be paid
 * and to whom, and the one button that moves money. Also the screen of a payment that failed
 * (retry, same key while the outcome is unknown) and of figures that moved (confirm the new ones).
 */
export function ReviewStep({
  flow,
  headingRef,
  children,
}: {
  flow: PobFlow;
  headingRef: Ref<HTMLHeadingElement>;
  /** Above what is paid: for whom and from which wallet, when an agency pays for its customer. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { quote, amount: total, before, review } = usePayReview({ flow, headingRef }, 'pob', pobErrorText, (quote) => quote.totalVnd);
  if (!quote) return null;

  const remainingCount = quote.limits.remainingCount;
  const remainingYuan = format.cny(quote.limits.remainingFen);

  return (
    <PayReview
      {...review}
      changedNotice={
        <Trans>
          Tỷ giá hoặc phí thanh toán hộ vừa thay đổi: tổng tiền từ {before} thành {total}. Vui lòng xem lại và xác nhận lần nữa.
        </Trans>
      }
      confirmLabel={<Trans>Xác nhận thanh toán {total}</Trans>}
      totals={
        <section className="card" aria-label={t`Số tiền thanh toán`}>
          <PobFigures figures={quote} />
          <SummaryList totals>
            <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />
            <SummaryRow label={<Trans>Số dư sau khi thanh toán</Trans>} amount={format.vnd(quote.availableVnd - quote.totalVnd)} />
          </SummaryList>
          <p className="muted pob-hint">
            <Trans>
              Số tiền được trừ từ ví ngay khi bạn xác nhận, theo tỷ giá này. Nếu bạn hủy trước khi nhân viên tiếp nhận, hoặc yêu cầu bị từ
              chối, toàn bộ tiền được hoàn lại vào ví.
            </Trans>
          </p>
        </section>
      }
    >
      {children}
      <PobRequestSummary request={quote} />
      <p className="muted pob-hint">
        <Trans>
          Hôm nay bạn còn {remainingCount} yêu cầu, tối đa {remainingYuan}.
        </Trans>
      </p>
    </PayReview>
  );
}
