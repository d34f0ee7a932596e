import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AgencyCustomer } from '../../../contract/agency';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { ChosenCustomer, CustomerLine, useTransferTopUp } from '../../components/agency/ChosenCustomer';
import { CustomerPicker } from '../../components/agency/CustomerPicker';
import { EmptyState } from '../../components/EmptyState';
import { PayFlowPage } from '../../components/payFlow/PayFlowPage';
import { AddressStep, NoAddressStep } from './AddressStep';
import { CheckoutProgress } from './CheckoutProgress';
import { DoneStep } from './DoneStep';
import { orderErrorText } from './orderErrors';
import { QuoteOrders } from './QuoteOrders';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { useCheckoutFlow, useCheckoutStep, type CheckoutStepProps } from './useCheckoutFlow';
import './orders.css';

/** Where the recharge page and the address form send the customer back to: this checkout, which resumes. */
const CHECKOUT_PATH = '/orderOrdering/create';

/**
 * /orderOrdering/create: the selected cart lines become one order per shop, paid by a deposit
 * from the wallet (machines/checkout.ts). A saved checkout resumes after a trip to recharge.
 */
export function CheckoutPage() {
  const { address } = useSearch({ from: '/_authed/orderOrdering/create' });
  return <Checkout addedAddressId={address} returnTo={CHECKOUT_PATH} />;
}

/**
 * /agency/order/create?customerId: the agency's selected cart lines become orders of one of its
 * customers, the deposit paid from the customer's wallet. First the customer (kept in the
 * address), then the same steps as any checkout; a short wallet offers a transfer.
 */
export function AgencyCheckoutPage({ customerId, address }: { customerId: number | undefined; address: number | undefined }) {
  const navigate = useNavigate();
  const picker = <OrderCustomerPicker />;
  return (
    <AgencyOnly>
      {customerId === undefined ? (
        picker
      ) : (
        <ChosenCustomer customerId={customerId} picker={picker}>
          {(customer) => (
            // Another customer is another checkout: a new flow, with its own saved choices and key.
            <Checkout
              key={customer.id}
              customer={customer}
              addedAddressId={address}
              returnTo={`/agency/order/create?customerId=${customer.id}`}
              header={
                <section className="card agency-pob-for">
                  <CustomerLine customer={customer} />
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => void navigate({ to: '/agency/order/create', search: {}, replace: true })}
                  >
                    <Trans>Đổi khách hàng</Trans>
                  </button>
                </section>
              }
            />
          )}
        </ChosenCustomer>
      )}
    </AgencyOnly>
  );
}

function OrderCustomerPicker() {
  return (
    <CustomerPicker
      heading={<Trans>Đặt hàng cho khách nào?</Trans>}
      choice={(customer, content) => (
        <Link to="/agency/order/create" search={{ customerId: customer.id }} replace className="agency-picker__choice">
          {content}
        </Link>
      )}
    />
  );
}

function Checkout({
  addedAddressId,
  customer,
  returnTo,
  header,
}: {
  addedAddressId: number | undefined;
  /** The agency's customer the orders are for; none when the signed-in customer orders for themself. */
  customer?: AgencyCustomer;
  returnTo: string;
  header?: ReactNode;
}) {
  const flow = useCheckoutFlow({ addedAddressId, customerId: customer?.id });
  const step = useCheckoutStep(flow);
  const topUp = useTransferTopUp(customer?.id);

  return (
    <PayFlowPage
      flow={flow}
      prefix="checkout"
      className="checkout-page"
      returnTo={returnTo}
      header={
        <>
          {header}
          {step && <CheckoutProgress step={step} />}
        </>
      }
      words={{
        loading: <Trans>Đang tải giỏ hàng và địa chỉ…</Trans>,
        quoting: <Trans>Đang tính phí và tiền cọc…</Trans>,
        loadFailed: <Trans>Không tải được giỏ hàng</Trans>,
        quoteFailed: <Trans>Không tính được phí</Trans>,
      }}
      errorText={orderErrorText}
      shortfall={{
        heading: customer ? <Trans>Ví của khách chưa đủ để đặt cọc</Trans> : <Trans>Số dư ví chưa đủ để đặt cọc</Trans>,
        totalLabel: <Trans>Tổng tiền cọc</Trans>,
        totalOf: (quote) => quote.depositVnd,
        note: customer ? (
          <Trans>
            Lựa chọn đã được lưu trên máy này. Chuyển tiền cho khách rồi bấm “Đã chuyển tiền, kiểm tra lại”; số tiền sẽ được tính lại trước
            khi đặt cọc.
          </Trans>
        ) : (
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, bấm “Tiếp tục đặt hàng” để quay lại đây; số tiền sẽ được tính lại trước khi đặt
            cọc.
          </Trans>
        ),
        figures: (quote) => <QuoteOrders quote={quote} />,
        topUp,
      }}
      screens={{
        empty: NothingSelected,
        noAddress: NoAddressStep,
        address: AddressStep,
        services: ServicesStep,
        review: customer ? AgencyReviewStep : ReviewStep,
        done: customer ? AgencyDoneStep : DoneStep,
      }}
    />
  );
}

/** The screens that speak of whose wallet and whose orders, said for the agency's customer. */
const AgencyReviewStep = (props: CheckoutStepProps) => <ReviewStep {...props} forCustomer />;
const AgencyDoneStep = (props: CheckoutStepProps) => <DoneStep {...props} forCustomer />;

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
