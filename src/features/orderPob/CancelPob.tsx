import { Trans, useLingui } from '@lingui/react/macro';
import type { Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { cancelPob, pobKeys } from '../../api/orderPob';
import { CancelPobRequest } from '../../components/pob/CancelPobRequest';

/** Cancelling a pay-on-behalf request while no staff has taken it: the whole debit comes back. */
export function CancelPob({ pob }: { pob: Pob }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <CancelPobRequest
      pob={pob}
      cancellable={pob.status === 'pending'}
      cancel={(key) => cancelPob(api, pob.id, key)}
      detailKey={pobKeys.detail}
      stale={() => [pobKeys.lists]}
      done={(_, refunded) => t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví.`}
    >
      {(total) => <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của bạn ngay. Người bán sẽ không được thanh toán.</Trans>}
    </CancelPobRequest>
  );
}
