import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFormat } from '../../i18n/useFormat';
import type { CheckoutStepProps } from './useCheckoutFlow';

/**
 * The orders exist and the deposit is paid: their codes, each linking to the order (`forCustomer`:
 * an agency's orders for its customer, read on the agency's pages).
 */
export function DoneStep({ flow, headingRef, forCustomer = false }: CheckoutStepProps) {
  const format = useFormat();
  const orders = useSelector(flow, (s) => s.context.created);
  const count = orders.length;
  return (
    <section className="card checkout-done">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Đặt hàng thành công</Trans>
      </h2>
      <p>
        {forCustomer ? (
          <Trans>Đã tạo {count} đơn mua hộ cho khách và trừ tiền cọc từ ví của khách. Chúng tôi sẽ mua hàng và cập nhật trạng thái.</Trans>
        ) : (
          <Trans>Đã tạo {count} đơn mua hộ và trừ tiền cọc từ ví. Chúng tôi sẽ mua hàng và cập nhật trạng thái cho bạn.</Trans>
        )}
      </p>
      <ul className="checkout-done__orders">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={forCustomer ? '/agency/order/$id' : '/orderOrdering/$id'}
              params={{ id: String(order.id) }}
              className="checkout-done__order"
            >
              <strong>{order.code}</strong>
              <span className="muted">
                {order.shop.nameVi ?? order.shop.name} · <DepositOf amount={format.vnd(order.depositVnd)} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {forCustomer ? (
        <Link to="/agency/order" className="btn btn-secondary btn-block">
          <Trans>Tất cả đơn đặt cho khách</Trans>
        </Link>
      ) : (
        <Link to="/orderOrdering" className="btn btn-secondary btn-block">
          <Trans>Xem tất cả đơn mua hộ</Trans>
        </Link>
      )}
    </section>
  );
}

function DepositOf({ amount }: { amount: string }) {
  return <Trans>cọc {amount}</Trans>;
}
