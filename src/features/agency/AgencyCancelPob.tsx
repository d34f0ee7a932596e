import { Trans, useLingui } from '@lingui/react/macro';
import type { AgencyPob } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, cancelAgencyPob } from '../../api/agency';
import { CancelPobRequest } from '../../components/pob/CancelPobRequest';

/**
 * Cancelling a request the agency made while its customer could still cancel it (pending, and
 * still the agency's customer): the whole debit goes back to the wallet that paid it.
 */
export function AgencyCancelPob({ pob }: { pob: AgencyPob }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <CancelPobRequest
      pob={pob}
      cancellable={pob.status === 'pending' && !pob.customer.left}
      cancel={(key) => cancelAgencyPob(api, pob.id, key)}
      detailKey={agencyKeys.pob}
      stale={(cancelled) => [agencyKeys.pobLists, agencyKeys.customer(cancelled.customer.id), agencyKeys.summary]}
      done={(cancelled, refunded) =>
        cancelled.payer === 'agency'
          ? t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví đại lý.`
          : t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví khách hàng.`
      }
    >
      {(total) =>
        pob.payer === 'agency' ? (
          <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví đại lý ngay. Người bán sẽ không được thanh toán.</Trans>
        ) : (
          <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của khách hàng ngay. Người bán sẽ không được thanh toán.</Trans>
        )
      }
    </CancelPobRequest>
  );
}
