import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Consignment } from '../../../contract/consignment';
import { useApi } from '../../api/ApiProvider';
import { consignmentQuery } from '../../api/consignment';
import { DetailHeader } from '../../components/DetailHeader';
import { DetailPage } from '../../components/DetailPage';
import { shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import { PackageCard } from '../../components/PackageCard';
import { ConsignmentActions } from './ConsignmentActions';
import { ConsignmentFees } from './ConsignmentFees';
import { ConsignmentProgress } from './ConsignmentProgress';
import { ConsignmentStatusBadge } from '../../components/consignment/ConsignmentStatusBadge';
import { ConsignmentTimeline } from './ConsignmentTimeline';
import { SellerLabel } from './SellerLabel';
import { TrackingCodeList } from './TrackingCodeList';
import './consignment.css';
import { ChatLink } from '../../components/chatLink/ChatLink';
import { ComplainLink } from '../../components/chatLink/ComplainLink';

/** /orderShipping/{id}: everything about one consignment order, and what can be done with it. */
export function ConsignmentDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <DetailPage
      options={consignmentQuery(api, id)}
      id={id}
      className="consignment-page"
      errorClassName="consignment-section"
      loading={<Trans>Đang tải đơn ký gửi…</Trans>}
      notFound={{
        icon: 'ship',
        title: <Trans>Không tìm thấy đơn ký gửi</Trans>,
        action: (
          <Link to="/orderShipping" className="btn btn-primary">
            <Trans>Xem đơn ký gửi</Trans>
          </Link>
        ),
      }}
    >
      {(order) => <ConsignmentDetail order={order} />}
    </DetailPage>
  );
}

function ConsignmentDetail({ order }: { order: Consignment }) {
  const { t } = useLingui();
  const format = useFormat();
  const customerCode = useCurrentUser()?.customerCode ?? '';
  const code = order.code;
  return (
    <div className="page page--detail consignment-page">
      <DetailHeader
        title={<Trans>Đơn {code}</Trans>}
        code={order.code}
        copyLabel={t`mã đơn`}
        badge={<ConsignmentStatusBadge status={order.status} />}
      >
        <p className="muted">
          <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        </p>
        <div className="consignment-header__progress">
          <ConsignmentProgress status={order.status} />
        </div>
        <ConsignmentActions order={order} />
        <ChatLink type="consignment" id={order.id} />
        {order.status === 'received' && <ComplainLink type="consignment" id={order.id} />}
      </DetailHeader>
      <TrackingCodeList codes={order.trackingCodes} />
      <ConsignmentPackages order={order} />
      <ConsignmentFees order={order} />
      <ConsignmentGoods order={order} />
      <SellerLabel label={order.label} customerCode={customerCode} />
      <ConsignmentTimeline events={order.events} />
    </div>
  );
}

/** The parcels the warehouses have for this order, as measured (the package list's cards). */
function ConsignmentPackages({ order }: { order: Consignment }) {
  const headingId = useId();
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Kiện hàng</Trans>
      </h2>
      {order.packages.length === 0 ? (
        <p className="muted">
          <Trans>Chưa có kiện nào về kho. Kho cân và đo từng kiện khi nhận; kết quả hiện ở đây ngay sau đó.</Trans>
        </p>
      ) : (
        <ul className="card-list consignment-packages" aria-labelledby={headingId}>
          {order.packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} showOrder={false} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What was declared, by which route, with which services. */
function ConsignmentGoods({ order }: { order: Consignment }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const services = [order.services.crate ? t`Đóng gỗ` : null, order.services.insurance ? t`Bảo hiểm hàng hóa` : null].filter(Boolean);
  const note = order.note;
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Hàng hóa và vận chuyển</Trans>
      </h2>
      <dl className="consignment-facts">
        <div>
          <dt>
            <Trans>Hàng hóa</Trans>
          </dt>
          <dd className="consignment-facts__goods">{order.goods}</dd>
        </div>
        <div>
          <dt>
            <Trans>Giá trị khai báo</Trans>
          </dt>
          <dd>{format.vnd(order.declaredValueVnd)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Kho nhận và tuyến</Trans>
          </dt>
          <dd>
            {i18n._(warehouseLabels[order.warehouse])} · {i18n._(shippingLineLabels[order.line])}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Dịch vụ thêm</Trans>
          </dt>
          <dd>{services.length > 0 ? services.join(', ') : <Trans>Không có</Trans>}</dd>
        </div>
        {order.note && (
          <div>
            <dt>
              <Trans>Ghi chú</Trans>
            </dt>
            <dd className="consignment-facts__goods">{note}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
