import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { AgencyCustomer, AgencyCustomerOrder } from '../../../contract/agency';
import { formatPhone } from '../../../contract/phone';
import { useApi } from '../../api/ApiProvider';
import { agencyCustomerQuery, agencyCustomerTransactionsQuery } from '../../api/agency';
import { CardSection } from '../../components/CardSection';
import { consignmentStatusLabels } from '../../components/consignment/statusLabels';
import { DetailHeader } from '../../components/DetailHeader';
import { DetailPage } from '../../components/DetailPage';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { TransactionRow } from '../../components/money/TransactionRow';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { orderStatusLabels } from '../../i18n/statusLabels';
import { useFormat } from '../../i18n/useFormat';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { TransferForm } from './TransferForm';
import './agency.css';

/** `/agency/customer/{id}`: one of the agency's customers, their wallet, orders and ledger, and the agency's moves for them. */
export function CustomerPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <AgencyOnly>
      <DetailPage
        options={agencyCustomerQuery(api, id)}
        id={id}
        className="agency-page"
        loading={<Trans>Đang tải khách hàng…</Trans>}
        notFound={{
          icon: 'agency',
          title: <Trans>Không tìm thấy khách hàng này trong sổ của đại lý</Trans>,
          action: (
            <Link to="/agency/customer" className="btn btn-primary">
              <Trans>Xem khách hàng của đại lý</Trans>
            </Link>
          ),
        }}
      >
        {(customer) => <CustomerDetail customer={customer} />}
      </DetailPage>
    </AgencyOnly>
  );
}

function CustomerDetail({ customer }: { customer: AgencyCustomer }) {
  const { t } = useLingui();
  const format = useFormat();
  const code = customer.agencyCode;
  const customerCode = customer.customerCode;
  return (
    <div className="page page--detail agency-page agency-customer">
      <DetailHeader title={customer.fullName} code={code} copyLabel={t`mã khách của đại lý`} badge={null}>
        <dl className="agency-facts">
          <div>
            <dt>
              <Trans>Mã của đại lý</Trans>
            </dt>
            <dd>{code}</dd>
          </div>
          <div>
            <dt>
              <Trans>Mã khách MuaHộ</Trans>
            </dt>
            <dd>{customerCode}</dd>
          </div>
          <div>
            <dt>
              <Trans>Số điện thoại</Trans>
            </dt>
            <dd>
              <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd className="agency-facts__long">{customer.email}</dd>
          </div>
          <div>
            <dt>
              <Trans>Thành khách từ</Trans>
            </dt>
            <dd>
              <time dateTime={customer.joinedAt}>{format.date(customer.joinedAt)}</time>{' '}
              {customer.joinedBy === 'created' ? <Trans>(đại lý tạo tài khoản)</Trans> : <Trans>(nhận lời mời)</Trans>}
            </dd>
          </div>
        </dl>
      </DetailHeader>
      {/* The wallet and the moves stay beside the orders and ledger on a desktop. */}
      <div className="detail-aside agency-aside">
        <CardSection className="agency-wallet" titleClassName="agency-card-title" title={<Trans>Ví của khách</Trans>}>
          <SummaryList>
            <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(customer.wallet.availableVnd)} strong />
            <SummaryRow label={<Trans>Số dư</Trans>} amount={format.vnd(customer.wallet.balanceVnd)} />
            {customer.wallet.heldVnd > 0 && <SummaryRow label={<Trans>Đang giữ</Trans>} amount={format.vnd(customer.wallet.heldVnd)} />}
          </SummaryList>
          <Link to="/agency/order/create" search={{ customerId: customer.id }} className="btn btn-secondary btn-block">
            <Trans>Đặt hàng cho khách</Trans>
          </Link>
          <Link to="/agency/orderPob/create" search={{ customerId: customer.id }} className="btn btn-secondary btn-block">
            <Trans>Thanh toán hộ cho khách</Trans>
          </Link>
        </CardSection>
        <TransferForm customer={customer} />
      </div>
      <CustomerOrders orders={customer.orders} />
      <CustomerLedger id={customer.id} />
    </div>
  );
}

/** The latest orders: a buy order opens on the agency's pages; a consignment's page is the customer's own. */
function CustomerOrders({ orders }: { orders: AgencyCustomerOrder[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const statusOf = (order: AgencyCustomerOrder): MessageDescriptor =>
    order.kind === 'buy' ? orderStatusLabels[order.status] : consignmentStatusLabels[order.status];
  return (
    <CardSection className="agency-orders" titleClassName="agency-card-title" title={<Trans>Đơn hàng gần đây</Trans>}>
      {orders.length === 0 ? (
        <p className="muted">
          <Trans>Khách chưa có đơn hàng nào.</Trans>
        </p>
      ) : (
        <ul className="agency-orders__list">
          {orders.map((order) => (
            <li key={`${order.kind}-${order.id}`} className="agency-order">
              <span className="agency-order__top">
                {order.kind === 'buy' ? (
                  <Link to="/agency/order/$id" params={{ id: String(order.id) }} className="agency-order__code">
                    {order.code}
                  </Link>
                ) : (
                  <strong>{order.code}</strong>
                )}
                <span>{format.vnd(order.totalVnd)}</span>
              </span>
              <span className="muted agency-order__bottom">
                <span>
                  {order.kind === 'buy' ? <Trans>Mua hộ</Trans> : <Trans>Ký gửi</Trans>} · {i18n._(statusOf(order))}
                </span>
                <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** The customer's ledger, newest first, a page at a time. */
function CustomerLedger({ id }: { id: number }) {
  const api = useApi();
  const headingId = useId();
  const query = useInfiniteQuery(agencyCustomerTransactionsQuery(api, id));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card agency-ledger" aria-labelledby={headingId}>
      <h2 id={headingId} className="agency-card-title">
        <Trans>Lịch sử giao dịch của khách</Trans>
      </h2>
      {query.isPending ? (
        <ListSkeleton label={<Trans>Đang tải giao dịch…</Trans>} />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <p className="muted">
          <Trans>Chưa có giao dịch nào.</Trans>
        </p>
      ) : (
        <>
          <ul>
            {items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} linked={false} />
            ))}
          </ul>
          <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả giao dịch.</Trans>} />
        </>
      )}
    </section>
  );
}
