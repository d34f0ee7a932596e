import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { EmptyState } from '../../components/EmptyState';
import { PayFlowPage } from '../../components/payFlow/PayFlowPage';
import { ChooseStep, NoAddressStep } from './ChooseStep';
import { DeliveryAmounts } from './DeliveryFigures';
import { deliveryErrorText } from './deliveryErrors';
import { DoneStep } from './DoneStep';
import { ReviewStep } from './ReviewStep';
import { useDeliveryFlow } from './useDeliveryFlow';
import './delivery.css';

/** Where the recharge page and the address form (with `?address=`) send the customer back to. */
const DELIVERY_CREATE_PATH = '/delivery/create';

/**
 * /delivery/create: packages waiting in Vietnam go to an address, settling what their orders
 * still owe (machines/delivery.ts). The choice survives a reload and a trip to recharge.
 */
export function DeliveryCreatePage() {
  const { address } = useSearch({ from: '/_authed/delivery/create' });
  const flow = useDeliveryFlow(address);

  return (
    <PayFlowPage
      flow={flow}
      prefix="delivery"
      className="delivery-page"
      returnTo={DELIVERY_CREATE_PATH}
      words={{
        loading: <Trans>Đang tải kiện hàng và địa chỉ…</Trans>,
        quoting: <Trans>Đang tính phí giao hàng…</Trans>,
        loadFailed: <Trans>Không tải được kiện hàng</Trans>,
        quoteFailed: <Trans>Không tính được phí giao hàng</Trans>,
      }}
      errorText={deliveryErrorText}
      shortfall={{
        totalOf: (quote) => quote.totalVnd,
        note: (
          <Trans>
            Lựa chọn của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận thanh toán.
          </Trans>
        ),
        figures: (quote) => (
          <section className="card">
            <DeliveryAmounts lines={quote} chargeableGrams={quote.chargeableGrams} />
          </section>
        ),
      }}
      screens={{ empty: NothingToDeliver, noAddress: NoAddressStep, choosing: ChooseStep, review: ReviewStep, done: DoneStep }}
    />
  );
}

/** Nothing waits in a Vietnam warehouse: the way to the package list. */
function NothingToDeliver() {
  return (
    <EmptyState
      icon="box"
      title={<Trans>Chưa có kiện hàng nào chờ giao</Trans>}
      action={
        <Link to="/package" className="btn btn-primary">
          <Trans>Xem kiện hàng</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Khi kiện hàng về tới kho Việt Nam, bạn có thể tạo yêu cầu giao hàng tại đây.</Trans>
      </p>
    </EmptyState>
  );
}
