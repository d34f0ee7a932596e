import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { EmptyState } from '../../components/EmptyState';
import { PayFlowPage } from '../../components/payFlow/PayFlowPage';
import { AddressStep, NoAddressStep } from './AddressStep';
import { CheckoutProgress } from './CheckoutProgress';
import { DoneStep } from './DoneStep';
import { orderErrorText } from './orderErrors';
import { QuoteOrders } from './QuoteOrders';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { useCheckoutFlow, useCheckoutStep } from './useCheckoutFlow';
import './orders.css';

/** Where the recharge page and the address form send the customer back to: this checkout, which resumes. */
const CHECKOUT_PATH = '/orderOrdering/create';

/**
 * /orderOrdering/create: the selected cart lines become one order per shop, paid by a deposit
 * from the wallet (machines/checkout.ts). A saved checkout resumes after a trip to recharge.
 */
export function CheckoutPage() {
  const { address } = useSearch({ from: '/_authed/orderOrdering/create' });
  const flow = useCheckoutFlow(address);
  const step = useCheckoutStep(flow);

  return (
    <PayFlowPage
      flow={flow}
      prefix="checkout"
      className="checkout-page"
      returnTo={CHECKOUT_PATH}
      header={step && <CheckoutProgress step={step} />}
      words={{
        loading: <Trans>Đang tải giỏ hàng và địa chỉ…</Trans>,
        quoting: <Trans>Đang tính phí và tiền cọc…</Trans>,
        loadFailed: <Trans>Không tải được giỏ hàng</Trans>,
        quoteFailed: <Trans>Không tính được phí</Trans>,
      }}
      errorText={orderErrorText}
      shortfall={{
        heading: <Trans>Số dư ví chưa đủ để đặt cọc</Trans>,
        totalLabel: <Trans>Tổng tiền cọc</Trans>,
        totalOf: (quote) => quote.depositVnd,
        note: (
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, bấm “Tiếp tục đặt hàng” để quay lại đây; số tiền sẽ được tính lại trước khi đặt
            cọc.
          </Trans>
        ),
        figures: (quote) => <QuoteOrders quote={quote} />,
      }}
      screens={{
        empty: NothingSelected,
        noAddress: NoAddressStep,
        address: AddressStep,
        services: ServicesStep,
        review: ReviewStep,
        done: DoneStep,
      }}
    />
  );
}

/** No selected cart line (ordered in another tab, or came here directly): back to the cart. */
function NothingSelected() {
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
}
