import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { cancelPob, pobKeys } from '../../api/orderPob';
import { refreshWallet } from '../../api/walletBalance';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DoneNote } from '../../components/DoneNote';
import { useConfirmedMove } from '../../components/useConfirmedMove';
import { useFormat } from '../../i18n/useFormat';
import { pobErrorText } from './pobErrors';

/**
 * "Hủy yêu cầu" while no staff has taken the request: it asks first and says what comes back (the
 * whole debit). Mounted whatever the status, so the outcome stays announced after it turns cancelled.
 */
export function CancelPob({ pob }: { pob: Pob }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const move = useConfirmedMove((key) => cancelPob(api, pob.id, key), {
    onDone: (updated) => {
      queryClient.setQueryData(pobKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: pobKeys.lists });
      void refreshWallet(queryClient);
      const refunded = format.vnd(updated.totalVnd);
      setDone(t`Đã hủy yêu cầu. ${refunded} đã được hoàn vào ví.`);
    },
    onError: (error) => {
      // Staff took it meanwhile: show where it is now.
      if ((error as { code?: string }).code === 'invalid-transition')
        void queryClient.invalidateQueries({ queryKey: pobKeys.detail(pob.id) });
    },
  });
  const ask = () => {
    setDone(null);
    move.ask();
  };
  const code = pob.code;
  const total = format.vnd(pob.totalVnd);
  return (
    <>
      <DoneNote>{done}</DoneNote>
      {pob.status === 'pending' && (
        <button type="button" className="btn btn-secondary btn-block" onClick={ask}>
          <Trans>Hủy yêu cầu</Trans>
        </button>
      )}
      {move.open && (
        <ConfirmDialog
          title={<Trans>Hủy yêu cầu {code}?</Trans>}
          confirmLabel={<Trans>Hủy yêu cầu</Trans>}
          pendingLabel={<Trans>Đang hủy…</Trans>}
          cancelLabel={<Trans>Không hủy</Trans>}
          pending={move.pending}
          error={pobErrorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
        >
          <p>
            <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của bạn ngay. Người bán sẽ không được thanh toán.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
