import { Trans, useLingui } from '@lingui/react/macro';
import { PayReview, usePayReview } from '../../components/payFlow/PayReview';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { EstimateNote } from './FeeLines';
import { orderErrorText } from './orderErrors';
import { QuoteOrders } from './QuoteOrders';
import type { CheckoutStepProps } from './useCheckoutFlow';

/**
 * Step 3: the full breakdown per order, the total deposit and the wallet, and the one button
 * that moves money. Also the screen of a payment that failed (retry) and of figures that moved
 * (confirm the new ones). For an agency's customer the balances and the deposit are the customer's wallet's.
 */
export function ReviewStep({ flow, headingRef, forCustomer = false }: CheckoutStepProps) {
  const { t } = useLingui();
  const format = useFormat();
  const {
    quote,
    amount: deposit,
    before,
    review,
  } = usePayReview({ flow, headingRef }, 'checkout', orderErrorText, (quote) => quote.depositVnd);
  if (!quote) return null;

  // The quote's own share: an agency's customers pay the agency's terms, not the settings'.
  const depositPercent = format.number(quote.depositBps / 100);

  return (
    <PayReview
      {...review}
      title={<Trans>Kiểm tra và đặt cọc</Trans>}
      changedNotice={
        <Trans>
          Tỷ giá hoặc biểu phí vừa thay đổi: tiền cọc từ {before} thành {deposit}. Vui lòng xem lại và xác nhận lần nữa.
        </Trans>
      }
      failedNotice={
        <Trans>Bạn có thể bấm đặt cọc lần nữa. Nếu lần trước yêu cầu đã tới MuaHộ, đơn sẽ không bị tạo hay trừ tiền thêm lần nào.</Trans>
      }
      payingLabel={t`Đang đặt cọc…`}
      confirmLabel={<Trans>Đặt cọc {deposit}</Trans>}
      totals={
        <section className="card" aria-label={t`Tổng tiền cọc`}>
          <SummaryList totals>
            <SummaryRow label={<Trans>Tổng tiền cọc</Trans>} amount={deposit} strong />
            <SummaryRow
              label={forCustomer ? <Trans>Số dư khả dụng của khách</Trans> : <Trans>Số dư khả dụng</Trans>}
              amount={format.vnd(quote.availableVnd)}
            />
            <SummaryRow
              label={forCustomer ? <Trans>Số dư của khách sau khi đặt cọc</Trans> : <Trans>Số dư sau khi đặt cọc</Trans>}
              amount={format.vnd(quote.availableVnd - quote.depositVnd)}
            />
          </SummaryList>
          <p className="muted checkout-hint">
            {forCustomer ? (
              <Trans>Tiền cọc bằng {depositPercent}% tiền hàng và phí mua hàng, trừ từ ví của khách ngay khi đặt.</Trans>
            ) : (
              <Trans>Tiền cọc bằng {depositPercent}% tiền hàng và phí mua hàng, trừ từ ví ngay khi đặt.</Trans>
            )}
          </p>
          <EstimateNote />
        </section>
      }
    >
      <QuoteOrders quote={quote} />
    </PayReview>
  );
}
