import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { pobPayers, type AgencyCustomer, type AgencyCustomerSummary, type PobPayer } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyCustomerQuery, agencyCustomersQuery } from '../../api/agency';
import { ChoiceChips } from '../../components/ChoiceChips';
import { LoadFailed } from '../../components/LoadFailed';
import { PayFlowPage, type PayFlowScreenProps } from '../../components/payFlow/PayFlowPage';
import { FillStep } from '../../components/pob/FillStep';
import { PobFigures } from '../../components/pob/PobFigures';
import { pobErrorText } from '../../components/pob/pobErrors';
import type { PobFlow } from '../../components/pob/pobFlow';
import { PobDone } from '../../components/pob/PobDone';
import { pobFlowWords } from '../../components/pob/pobFlowWords';
import { ReviewStep } from '../../components/pob/ReviewStep';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { isNotFound } from '../../components/useDetailQuery';
import { useFormat } from '../../i18n/useFormat';
import { AgencyOnly } from './NotAgency';
import { payerLabels } from './payerLabels';
import { useAgencyPobFlow } from './useAgencyPobFlow';
import './agency.css';

/**
 * `/agency/orderPob/create`: a pay-on-behalf request for one of the agency's customers. First the
 * customer and whose wallet pays (kept in the address), then the customer's own form, figures and
 * payment, quoted with the customer's limits and the agency's terms.
 */
export function AgencyPobCreatePage({ customerId, payer = 'agency' }: { customerId: number | undefined; payer: PobPayer | undefined }) {
  return (
    <AgencyOnly>
      {customerId === undefined ? <CustomerPicker payer={payer} /> : <ForCustomer customerId={customerId} payer={payer} />}
    </AgencyOnly>
  );
}

function ForCustomer({ customerId, payer }: { customerId: number; payer: PobPayer }) {
  const { i18n } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const customer = useQuery(agencyCustomerQuery(api, customerId));
  const choose = (next: { customerId?: number; payer: PobPayer }) =>
    void navigate({ to: '/agency/orderPob/create', search: next, replace: true });

  // Not one of the agency's customers (a hand-typed id): choose one instead.
  if (customer.isError && isNotFound(customer.error)) return <CustomerPicker payer={payer} />;
  if (!customer.data) {
    return (
      <div className="page agency-page">
        {customer.isError ? (
          <LoadFailed
            className="agency-error"
            error={customer.error}
            onRetry={() => void customer.refetch()}
            retrying={customer.isFetching}
          />
        ) : (
          <p className="card muted" role="status">
            <Trans>Đang tải khách hàng…</Trans>
          </p>
        )}
      </div>
    );
  }
  const header = (
    <section className="card agency-pob-for">
      <CustomerLine customer={customer.data} />
      <button type="button" className="btn btn-secondary" onClick={() => choose({ payer })}>
        <Trans>Đổi khách hàng</Trans>
      </button>
      <ChoiceChips
        legend={<Trans>Trả bằng</Trans>}
        name="payer"
        choices={pobPayers.map((value) => ({ value, label: i18n._(payerLabels[value]) }))}
        value={payer}
        onChange={(next) => choose({ customerId, payer: next })}
      />
    </section>
  );
  // A new customer or payer is a new request: a new flow, with its own saved draft and key.
  return <AgencyPobFlow key={`${customerId}:${payer}`} customer={customer.data} payer={payer} header={header} />;
}

function CustomerLine({ customer }: { customer: Pick<AgencyCustomer, 'agencyCode' | 'fullName' | 'wallet'> }) {
  const format = useFormat();
  const code = customer.agencyCode;
  const name = customer.fullName;
  const balance = format.vnd(customer.wallet.availableVnd);
  return (
    <p className="agency-pob-for__customer">
      <Trans>
        Cho khách <strong>{code}</strong> · {name} (ví khách khả dụng {balance})
      </Trans>
    </p>
  );
}

function AgencyPobFlow({ customer, payer, header }: { customer: AgencyCustomer; payer: PobPayer; header: ReactNode }) {
  const flow = useAgencyPobFlow(customer.id, payer);
  const returnTo = `/agency/orderPob/create?customerId=${customer.id}&payer=${payer}`;
  const paidBy = payer === 'customer';
  return (
    <PayFlowPage
      flow={flow}
      prefix="pob"
      className="pob-page"
      returnTo={returnTo}
      header={header}
      words={pobFlowWords}
      errorText={pobErrorText}
      shortfall={{
        heading: paidBy ? <Trans>Ví của khách chưa đủ để thanh toán</Trans> : <Trans>Ví đại lý chưa đủ để thanh toán</Trans>,
        totalOf: (quote) => quote.totalVnd,
        note: (
          <Trans>Yêu cầu đã được lưu trên máy này. Khi ví đủ tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận.</Trans>
        ),
        figures: (quote) => (
          <section className="card">
            <PobFigures figures={quote} />
          </section>
        ),
        topUp: paidBy
          ? {
              link: (
                <Link to="/agency/customer/$id" params={{ id: String(customer.id) }} className="btn btn-primary btn-block">
                  <Trans>Chuyển tiền cho khách</Trans>
                </Link>
              ),
              checkAgain: <Trans>Đã chuyển tiền, kiểm tra lại</Trans>,
            }
          : undefined,
      }}
      screens={{
        filling: FillStep,
        review: (props: PayFlowScreenProps<PobFlow>) => (
          <ReviewStep {...props}>
            <ForWhom customer={customer} payer={payer} />
          </ReviewStep>
        ),
        done: AgencyPobDone,
      }}
    />
  );
}

/** On the review: for whom the request is made and which wallet the total leaves. */
function ForWhom({ customer, payer }: { customer: AgencyCustomer; payer: PobPayer }) {
  const { i18n } = useLingui();
  const code = customer.agencyCode;
  const name = customer.fullName;
  return (
    <section className="card">
      <SummaryList>
        <SummaryRow
          label={<Trans>Khách hàng</Trans>}
          amount={
            <>
              {code} · {name}
            </>
          }
        />
        <SummaryRow label={<Trans>Trả bằng</Trans>} amount={i18n._(payerLabels[payer])} strong />
      </SummaryList>
    </section>
  );
}

function AgencyPobDone({ flow, headingRef }: { flow: PobFlow; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <PobDone
      flow={flow}
      headingRef={headingRef}
      heading={<Trans>Đã gửi yêu cầu thanh toán hộ cho khách</Trans>}
      paid={(total) => <Trans>Đã trừ {total}. Nhân viên sẽ thanh toán cho người bán và cập nhật yêu cầu.</Trans>}
      to="/agency/orderPob/$id"
      list={{ to: '/agency/orderPob', label: <Trans>Tất cả yêu cầu cho khách</Trans> }}
    />
  );
}

/** Who the request is for: the agency's customers, searched by name, phone or code. */
function CustomerPicker({ payer }: { payer: PobPayer }) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState<string | undefined>(undefined);
  const customers = useInfiniteQuery(agencyCustomersQuery(api, { q }));
  const items: AgencyCustomerSummary[] = customers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="page agency-page">
      <section className="card agency-picker" aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`}>
          <Trans>Thanh toán hộ cho khách nào?</Trans>
        </h2>
        <form
          role="search"
          aria-label={t`Tìm khách hàng`}
          className="agency-picker__search"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim() || undefined);
          }}
        >
          <label htmlFor={inputId} className="field__label">
            <Trans>Tên, số điện thoại hoặc mã khách</Trans>
          </label>
          <div className="agency-picker__row">
            <input
              id={inputId}
              className="field__input"
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary">
              <Trans>Tìm</Trans>
            </button>
          </div>
        </form>
        {customers.isPending ? (
          <p className="muted" role="status">
            <Trans>Đang tải khách hàng…</Trans>
          </p>
        ) : customers.isError && items.length === 0 ? (
          <LoadFailed
            className="agency-error"
            error={customers.error}
            onRetry={() => void customers.refetch()}
            retrying={customers.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="muted">
            {q ? (
              <Trans>Không có khách hàng nào khớp.</Trans>
            ) : (
              <Trans>
                Đại lý chưa có khách hàng nào. <Link to="/agency/customer">Thêm khách hàng</Link>
              </Trans>
            )}
          </p>
        ) : (
          <ul className="agency-picker__list">
            {items.map((customer) => (
              <li key={customer.id}>
                <Link to="/agency/orderPob/create" search={{ customerId: customer.id, payer }} replace className="agency-picker__choice">
                  <strong>{customer.agencyCode}</strong>
                  <span>{customer.fullName}</span>
                  <span className="muted">{format.vnd(customer.balanceVnd)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
