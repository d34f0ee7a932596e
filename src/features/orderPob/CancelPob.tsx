import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { cancelPob, pobKeys } from '../../api/orderPob';
import { refreshWallet } from '../../api/walletBalance';
import { CancelRequest } from '../../components/cancel/CancelRequest';
import { useFormat } from '../../i18n/useFormat';
import { pobErrorText } from '../../components/pob/pobErrors';

/** Cancelling a pay-on-behalf request while no staff has taken it: the whole debit comes back. */
export function CancelPob({ pob }: { pob: Pob }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const total = format.vnd(pob.totalVnd);
  return (
    <CancelRequest
      code={pob.code}
      cancellable={pob.status === 'pending'}
      cancel={(key) => cancelPob(api, pob.id, key)}
      onCancelled={(updated) => {
        queryClient.setQueryData(pobKeys.detail(updated.id), updated);
        void queryClient.invalidateQueries({ queryKey: pobKeys.lists });
        void refreshWallet(queryClient);
        const refunded = format.vnd(updated.totalVnd);
        return t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví.`;
      }}
      onMovedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: pobKeys.detail(pob.id) })}
      errorText={pobErrorText}
    >
      <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của bạn ngay. Người bán sẽ không được thanh toán.</Trans>
    </CancelRequest>
  );
}
