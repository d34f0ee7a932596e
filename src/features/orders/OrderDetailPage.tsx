import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { orderQuery } from '../../api/orders';
import { ChatLink } from '../../components/chatLink/ChatLink';
import { ComplainLink } from '../../components/chatLink/ComplainLink';
import { DetailPage } from '../../components/DetailPage';
import { OrderActions } from './OrderActions';
import { OrderDetail, orderFallback } from './OrderDetail';

/** /orderOrdering/{id}: everything about one buy-for-me order, and what can be done with it. */
export function OrderDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <DetailPage
      options={orderQuery(api, id)}
      id={id}
      {...orderFallback(
        <Link to="/orderOrdering" className="btn btn-primary">
          <Trans>Xem đơn mua hộ</Trans>
        </Link>,
      )}
    >
      {(order) => (
        <OrderDetail order={order}>
          <OrderActions order={order} />
          <ChatLink type="order" id={order.id} />
          {order.status === 'received' && <ComplainLink type="order" id={order.id} />}
        </OrderDetail>
      )}
    </DetailPage>
  );
}
