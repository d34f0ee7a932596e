import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { AgencyPob } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, cancelAgencyPob } from '../../api/agency';
import { refreshWallet } from '../../api/walletBalance';
import { CancelRequest } from '../../components/cancel/CancelRequest';
import { pobErrorText } from '../../components/pob/pobErrors';
import { useFormat } from '../../i18n/useFormat';

/**
 * Cancelling a request the agency made while its customer could still cancel it (pending, and
 * still the agency's customer): the whole debit goes back to the wallet that paid it.
 */
export function AgencyCancelPob({ pob }: { pob: AgencyPob }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const total = format.vnd(pob.totalVnd);
  return (
    <CancelRequest
      code={pob.code}
      cancellable={pob.status === 'pending' && !pob.customer.left}
      cancel={(key) => cancelAgencyPob(api, pob.id, key)}
      onCancelled={(updated) => {
        queryClient.setQueryData(agencyKeys.pob(updated.id), updated);
        void queryClient.invalidateQueries({ queryKey: agencyKeys.pobLists });
        void queryClient.invalidateQueries({ queryKey: agencyKeys.customer(updated.customer.id) });
        void queryClient.invalidateQueries({ queryKey: agencyKeys.summary });
        void refreshWallet(queryClient);
        const refunded = format.vnd(updated.totalVnd);
        return updated.payer === 'agency'
          ? t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví đại lý.`
          : t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví khách hàng.`;
      }}
      onMovedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: agencyKeys.pob(pob.id) })}
      errorText={pobErrorText}
    >
      {pob.payer === 'agency' ? (
        <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví đại lý ngay. Người bán sẽ không được thanh toán.</Trans>
      ) : (
        <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của khách hàng ngay. Người bán sẽ không được thanh toán.</Trans>
      )}
    </CancelRequest>
  );
}
