import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { agencyOrderQuery } from '../../api/agency';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { DetailPage } from '../../components/DetailPage';
import { OrderDetail, orderFallback } from './OrderDetail';
import { CustomerOf } from './OrderRow';

/**
 * /agency/order/{id}: an order the agency placed for its customer, or one of its customers' own,
 * read as the customer reads it; what is done with it (cancel, receive, complain) is the customer's.
 */
export function AgencyOrderDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <AgencyOnly>
      <DetailPage
        options={agencyOrderQuery(api, id)}
        id={id}
        {...orderFallback(
          <Link to="/agency/order" className="btn btn-primary">
            <Trans>Đơn đặt cho khách</Trans>
          </Link>,
        )}
      >
        {(order) => (
          <OrderDetail order={order}>
            <p>
              <CustomerOf customer={order.customer} />
              {!order.placedByAgency && (
                <>
                  {' · '}
                  <Trans>khách tự đặt</Trans>
                </>
              )}
            </p>
            {order.customer.agencyCode && (
              <Link to="/agency/customer/$id" params={{ id: String(order.customer.id) }} className="btn btn-secondary">
                <Trans>Xem khách hàng</Trans>
              </Link>
            )}
          </OrderDetail>
        )}
      </DetailPage>
    </AgencyOnly>
  );
}
