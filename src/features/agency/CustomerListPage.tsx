import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgencyCustomerSummary } from '../../../contract/agency';
import { formatPhone } from '../../../contract/phone';
import { useApi } from '../../api/ApiProvider';
import { agencyCustomersQuery } from '../../api/agency';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { useFormat } from '../../i18n/useFormat';
import { InviteForm, InviteList } from './AgencyInvites';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { NewCustomerForm } from './NewCustomerForm';
import { Disclosure } from './Disclosure';
import './agency.css';

/**
 * `/agency/customer`: the agency's customers, searchable by name, phone or either code, with the
 * ways to add one: an account made for them, or an invitation to an existing customer.
 */
export function CustomerListPage({ q }: { q: string | undefined }) {
  return (
    <AgencyOnly>
      <CustomerList q={q} />
    </AgencyOnly>
  );
}

function CustomerList({ q }: { q: string | undefined }) {
  const { t } = useLingui();
  const api = useApi();
  const paged = usePagedList(useInfiniteQuery(agencyCustomersQuery(api, { q })));
  return (
    <PagedListPage
      className="agency-page agency-customers"
      paged={paged}
      heading={q ? t`Khách hàng tìm theo “${q}”` : t`Tất cả khách hàng`}
      count={(total) => plural(total, { other: 'Có # khách hàng' })}
      loading={<Trans>Đang tải khách hàng…</Trans>}
      search={{
        q,
        label: t`Tên, số điện thoại hoặc mã khách`,
        formLabel: t`Tìm khách hàng`,
        placeholder: t`Tên, SĐT hoặc mã khách`,
        maxLength: 100,
      }}
      empty={
        q ? (
          <EmptyState icon="search" title={<Trans>Không có khách hàng nào khớp “{q}”</Trans>}>
            <p>
              <Trans>Thử tên, số điện thoại, mã khách MuaHộ hoặc mã bạn đặt cho khách.</Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon="agency" title={<Trans>Đại lý chưa có khách hàng nào</Trans>}>
            <p>
              <Trans>Tạo tài khoản cho khách, hoặc mời khách đã có tài khoản MuaHộ bằng mã khách hàng của họ.</Trans>
            </p>
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả khách hàng.</Trans>}
      row={(customer) => <CustomerRow customer={customer} />}
    >
      <div className="agency-tools">
        <Disclosure title={<Trans>Tạo khách hàng mới</Trans>}>
          <NewCustomerForm />
        </Disclosure>
        <Disclosure title={<Trans>Mời khách đã có tài khoản</Trans>}>
          <InviteForm />
        </Disclosure>
        <Disclosure id="agency-invites" title={<Trans>Lời mời đã gửi</Trans>}>
          <InviteList />
        </Disclosure>
      </div>
    </PagedListPage>
  );
}

/** One customer: both codes, name, phone, balance and open orders; the whole row opens their page. */
function CustomerRow({ customer }: { customer: AgencyCustomerSummary }) {
  const format = useFormat();
  const agencyCode = customer.agencyCode;
  const customerCode = customer.customerCode;
  const open = customer.openOrders;
  return (
    <li className="list-row">
      <Link to="/agency/customer/$id" params={{ id: String(customer.id) }} className="list-row__link">
        <span className="list-row__body">
          <span className="list-row__top">
            <strong className="list-row__code">{agencyCode}</strong>
            <span className="muted">
              <Trans>Mã MuaHộ {customerCode}</Trans>
            </span>
          </span>
          <span className="list-row__title">{customer.fullName}</span>
          <span className="list-row__bottom">
            <span className="muted">
              {formatPhone(customer.phone)} · {plural(open, { other: '# đơn đang xử lý' })}
            </span>
            <strong>{format.vnd(customer.balanceVnd)}</strong>
          </span>
        </span>
      </Link>
    </li>
  );
}
