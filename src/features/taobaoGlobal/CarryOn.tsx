import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TaobaoIntOrder } from '../../../contract/taobaoIntOrders';
import { useApi } from '../../api/ApiProvider';
import { consignmentQuery } from '../../api/consignment';
import { CardSection } from '../../components/CardSection';
import { ConsignmentStatusBadge } from '../../components/consignment/ConsignmentStatusBadge';
import { LoadFailed } from '../../components/LoadFailed';
import { PackageCard } from '../../components/PackageCard';

type Carry = NonNullable<TaobaoIntOrder['consignment']>;

/**
 * From the China warehouse on: once a parcel arrives under one of the order's tracking codes,
 * the consignment that carries the goods to Vietnam (its code, its status, the way to it) and
 * the parcels as the warehouse weighed them. Before that, what will happen.
 */
export function CarryOn({ order }: { order: TaobaoIntOrder }) {
  if (!order.consignment) {
    if (order.status !== 'awaitingShipment' && order.status !== 'shipping') return null;
    return (
      <CardSection className="tbg-section" titleClassName="tbg-section__title" title={<Trans>Về Việt Nam</Trans>}>
        <p className="muted">
          <Trans>
            Khi kho Trung Quốc nhận kiện theo mã vận đơn của người bán, kiện hàng và đơn ký gửi chở hàng về Việt Nam sẽ hiện ở đây.
          </Trans>
        </p>
      </CardSection>
    );
  }
  return <Consignment carry={order.consignment} />;
}

function Consignment({ carry }: { carry: Carry }) {
  const api = useApi();
  const consignment = useQuery(consignmentQuery(api, carry.id));
  const code = carry.code;
  const packages = consignment.data?.packages ?? [];
  return (
    <CardSection className="tbg-section" titleClassName="tbg-section__title" title={<Trans>Về Việt Nam</Trans>}>
      <p className="tbg-carry">
        <Link to="/orderShipping/$id" params={{ id: String(carry.id) }}>
          <Trans>Đơn ký gửi {code}</Trans>
        </Link>
        <ConsignmentStatusBadge status={carry.status} />
      </p>
      <p className="muted">
        <Trans>Phí vận chuyển quốc tế, đóng gỗ và bảo hiểm được tính theo kiện trên đơn ký gửi và thanh toán khi yêu cầu giao hàng.</Trans>
      </p>
      {consignment.isPending ? (
        <p className="muted" role="status">
          <Trans>Đang tải kiện hàng…</Trans>
        </p>
      ) : consignment.isError ? (
        <LoadFailed
          className="tbg-section"
          error={consignment.error}
          onRetry={() => void consignment.refetch()}
          retrying={consignment.isFetching}
        />
      ) : packages.length === 0 ? (
        <p className="muted">
          <Trans>Chưa có kiện nào về kho.</Trans>
        </p>
      ) : (
        <ul className="card-list tbg-parcels">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} showOrder={false} />
          ))}
        </ul>
      )}
    </CardSection>
  );
}
