import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AgencyCustomer } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyCustomerQuery, agencyKeys } from '../../api/agency';
import { useFormat } from '../../i18n/useFormat';
import { LoadFailed } from '../LoadFailed';
import type { TopUp } from '../payFlow/ShortfallPanel';
import { isNotFound } from '../useDetailQuery';
import './agencyPages.css';

/**
 * The customer a page acts for (its address names them): loaded with their wallet, then given to
 * `children`. An id that is not one of the agency's customers (typed by hand, or a customer who
 * left) shows `picker` instead, to choose one.
 */
export function ChosenCustomer({
  customerId,
  picker,
  children,
}: {
  customerId: number;
  picker: ReactNode;
  children: (customer: AgencyCustomer) => ReactNode;
}) {
  const api = useApi();
  const customer = useQuery(agencyCustomerQuery(api, customerId));
  if (customer.isError && isNotFound(customer.error)) return picker;
  if (customer.data) return children(customer.data);
  return (
    <div className="page agency-page">
      {customer.isError ? (
        <LoadFailed error={customer.error} onRetry={() => void customer.refetch()} retrying={customer.isFetching} />
      ) : (
        <p className="card muted" role="status">
          <Trans>Đang tải khách hàng…</Trans>
        </p>
      )}
    </div>
  );
}

/** For whom, and what their wallet holds: the line atop a page acting for a customer. */
export function CustomerLine({ customer }: { customer: Pick<AgencyCustomer, 'agencyCode' | 'fullName' | 'wallet'> }) {
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

/**
 * How a short customer wallet is filled when the agency pays from it: a transfer from the
 * agency's wallet on the customer's page, then the flow checks again, and the customer's wallet
 * is read anew for the line atop the page (the transfer may have been made elsewhere).
 */
export function useTransferTopUp(customerId: number | undefined): TopUp | undefined {
  const queryClient = useQueryClient();
  if (customerId === undefined) return undefined;
  return {
    link: (
      <Link to="/agency/customer/$id" params={{ id: String(customerId) }} className="btn btn-primary btn-block">
        <Trans>Chuyển tiền cho khách</Trans>
      </Link>
    ),
    checkAgain: <Trans>Đã chuyển tiền, kiểm tra lại</Trans>,
    onCheckAgain: () => void queryClient.invalidateQueries({ queryKey: agencyKeys.customer(customerId) }),
  };
}
