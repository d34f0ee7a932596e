import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TaobaoIntOrder } from '../../../contract/taobaoIntOrders';
import { useApi } from '../../api/ApiProvider';
import { taobaoAccountsQuery } from '../../api/taobaoGlobal';
import { taobaoIntOrderQuery } from '../../api/taobaoIntOrders';
import { CardSection } from '../../components/CardSection';
import { DetailPage } from '../../components/DetailPage';
import { DetailHeader } from '../../components/DetailHeader';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { Timeline } from '../../components/Timeline';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { CarryOn } from './CarryOn';
import { taobaoIntOrderStatusLabels } from '../../components/taobaoGlobal/labels';
import { taobaoIntOrderStatusHints } from './labels';
import { PurchaseGoods } from './PurchaseGoods';
import { RelinkNotice } from './RelinkNotice';
import { RouteLine } from './RouteLine';
import { TaobaoIntFigures } from './TaobaoIntFigures';
import { TaobaoIntStatusBadge } from '../../components/taobaoGlobal/TaobaoIntStatusBadge';
import './taobaoIntOrders.css';

/** /taobaoIntOrder/{id}: one Taobao Global order, what it cost, where its goods are, and the refund of each line. */
export function TaobaoIntOrderDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <DetailPage
      options={taobaoIntOrderQuery(api, id)}
      id={id}
      className="tbg-page"
      errorClassName="tbg-section"
      loading={<Trans>Đang tải đơn…</Trans>}
      notFound={{
        icon: 'globe',
        title: <Trans>Không tìm thấy đơn Taobao quốc tế</Trans>,
        action: (
          <Link to="/taobaoIntOrder" className="btn btn-primary">
            <Trans>Xem đơn Taobao quốc tế</Trans>
          </Link>
        ),
      }}
    >
      {(order) => <TaobaoIntOrderDetail order={order} />}
    </DetailPage>
  );
}

function TaobaoIntOrderDetail({ order }: { order: TaobaoIntOrder }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const accounts = useQuery(taobaoAccountsQuery(api));
  const code = order.code;
  const account = userText(order.accountName);
  const ours = accounts.data?.filter((candidate) => candidate.accountName === order.accountName);
  return (
    <div className="page page--detail tbg-page">
      <DetailHeader
        title={<Trans>Đơn {code}</Trans>}
        code={code}
        copyLabel={t`mã đơn`}
        badge={<TaobaoIntStatusBadge status={order.status} />}
      >
        <p className="muted">
          <Trans>Tài khoản {account}</Trans> · <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        </p>
        <p className="tbg-hint">{i18n._(taobaoIntOrderStatusHints[order.status])}</p>
      </DetailHeader>
      <RelinkNotice accounts={ours} returnTo={`/taobaoIntOrder/${order.id}`} />
      <PurchaseGoods order={order} />
      <OrderMoney order={order} />
      <CarryOn order={order} />
      <OrderRoute order={order} />
      <CardSection className="tbg-section" titleClassName="tbg-section__title" title={<Trans>Lịch sử</Trans>}>
        <Timeline events={order.events} labels={taobaoIntOrderStatusLabels} />
      </CardSection>
    </div>
  );
}

/** The figures at the rate locked when the wallet paid, what was debited and what came back. */
function OrderMoney({ order }: { order: TaobaoIntOrder }) {
  const format = useFormat();
  const rate = format.vnd(order.rateVndPerCny);
  return (
    <CardSection className="tbg-section detail-aside" titleClassName="tbg-section__title" title={<Trans>Chi phí</Trans>}>
      <TaobaoIntFigures figures={order} />
      <SummaryList totals>
        <SummaryRow label={<Trans>Đã trừ từ ví</Trans>} amount={format.vnd(order.paidVnd)} />
        <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(order.refundedVnd)} />
      </SummaryList>
      <p className="muted tbg-hint">
        <Trans>Tỷ giá khóa khi thanh toán: {rate}/¥. Không có phí mua hàng: bạn mua bằng tài khoản Taobao quốc tế của mình.</Trans>
      </p>
    </CardSection>
  );
}

/** How the goods travel on from the China warehouse: the Vietnam warehouse, the line, the services, the note to the sellers. */
function OrderRoute({ order }: { order: TaobaoIntOrder }) {
  const note = userText(order.note);
  const trackingCodes = order.trackingCodes.join(', ');
  return (
    <CardSection className="tbg-section" titleClassName="tbg-section__title" title={<Trans>Vận chuyển</Trans>}>
      <RouteLine warehouse={order.warehouse} line={order.line} services={order.services} />
      {order.trackingCodes.length > 0 && (
        <p className="muted tbg-codes-all">
          <Trans>Mã vận đơn: {trackingCodes}</Trans>
        </p>
      )}
      {order.note && (
        <p className="muted">
          <Trans>Lời nhắn cho người bán: {note}</Trans>
        </p>
      )}
    </CardSection>
  );
}
