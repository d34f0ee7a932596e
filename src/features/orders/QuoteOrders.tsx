import { Trans } from '@lingui/react/macro';
import type { CheckoutQuote } from '../../../contract/orders';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { FeeLines } from './FeeLines';
import { OrderLine } from './OrderLine';

/** Each future order of a quote: its shop, lines, fee lines, estimated total and deposit. */
export function QuoteOrders({ quote }: { quote: CheckoutQuote }) {
  const format = useFormat();
  return (
    <ol className="card-list">
      {quote.orders.map((order, index) => {
        const number = index + 1;
        const shopName = userText(order.shop.nameVi ?? order.shop.name);
        return (
          <li key={`${order.site}:${order.shop.id}`} className="card quote-order">
            <h3 className="checkout-section-title">
              <Trans>
                Đơn {number}: {shopName}
              </Trans>
            </h3>
            <ul className="order-lines">
              {order.items.map((item) => (
                <OrderLine key={item.cartItemId} line={item} />
              ))}
            </ul>
            <FeeLines lines={order.feeLines} pending={order.pending} />
            <SummaryList totals>
              <SummaryRow label={<Trans>Tổng tạm tính</Trans>} amount={format.vnd(order.estimatedTotalVnd)} />
              <SummaryRow label={<Trans>Tiền cọc của đơn</Trans>} amount={format.vnd(order.depositVnd)} strong />
            </SummaryList>
          </li>
        );
      })}
    </ol>
  );
}
