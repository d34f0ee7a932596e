import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { pobPayers, type AgencyCustomer, type PobPayer } from '../../../contract/agency';
import { ChoiceChips } from '../../components/ChoiceChips';
import { PayFlowPage, type PayFlowScreenProps } from '../../components/payFlow/PayFlowPage';
import { FillStep } from '../../components/pob/FillStep';
import { PobFigures } from '../../components/pob/PobFigures';
import { pobErrorText } from '../../components/pob/pobErrors';
import type { PobFlow } from '../../components/pob/pobFlow';
import { PobDone } from '../../components/pob/PobDone';
import { pobFlowWords } from '../../components/pob/pobFlowWords';
import { ReviewStep } from '../../components/pob/ReviewStep';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { ChosenCustomer, CustomerLine, useTransferTopUp } from '../../components/agency/ChosenCustomer';
import { CustomerPicker } from '../../components/agency/CustomerPicker';
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
      {customerId === undefined ? <PobCustomerPicker payer={payer} /> : <ForCustomer customerId={customerId} payer={payer} />}
    </AgencyOnly>
  );
}

function ForCustomer({ customerId, payer }: { customerId: number; payer: PobPayer }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const choose = (next: { customerId?: number; payer: PobPayer }) =>
    void navigate({ to: '/agency/orderPob/create', search: next, replace: true });
  return (
    <ChosenCustomer customerId={customerId} picker={<PobCustomerPicker payer={payer} />}>
      {(customer) => (
        // A new customer or payer is a new request: a new flow, with its own saved draft and key.
        <AgencyPobFlow
          key={`${customerId}:${payer}`}
          customer={customer}
          payer={payer}
          header={
            <section className="card agency-pob-for">
              <CustomerLine customer={customer} />
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
          }
        />
      )}
    </ChosenCustomer>
  );
}

function AgencyPobFlow({ customer, payer, header }: { customer: AgencyCustomer; payer: PobPayer; header: ReactNode }) {
  const flow = useAgencyPobFlow(customer.id, payer);
  const returnTo = `/agency/orderPob/create?customerId=${customer.id}&payer=${payer}`;
  const paidBy = payer === 'customer';
  const topUp = useTransferTopUp(paidBy ? customer.id : undefined);
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
        topUp,
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
function PobCustomerPicker({ payer }: { payer: PobPayer }) {
  return (
    <CustomerPicker
      heading={<Trans>Thanh toán hộ cho khách nào?</Trans>}
      choice={(customer, content) => (
        <Link to="/agency/orderPob/create" search={{ customerId: customer.id, payer }} replace className="agency-picker__choice">
          {content}
        </Link>
      )}
    />
  );
}
