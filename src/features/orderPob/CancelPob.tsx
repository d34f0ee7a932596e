import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { cancelPob, pobKeys } from '../../api/orderPob';
import { refreshWallet } from '../../api/walletBalance';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DoneNote } from '../../components/DoneNote';
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
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // One key per question asked: a retry inside the same dialog sends it again.
  const key = useRef('');
  const mutation = useMutation({
    mutationFn: () => cancelPob(api, pob.id, key.current),
    onSuccess: (updated) => {
      queryClient.setQueryData(pobKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: pobKeys.lists });
      void refreshWallet(queryClient);
      setOpen(false);
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
    key.current = newIdempotencyKey();
    mutation.reset();
    setDone(null);
    setOpen(true);
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
      {open && (
        <ConfirmDialog
          title={<Trans>Hủy yêu cầu {code}?</Trans>}
          confirmLabel={<Trans>Hủy yêu cầu</Trans>}
          pendingLabel={<Trans>Đang hủy…</Trans>}
          cancelLabel={<Trans>Không hủy</Trans>}
          pending={mutation.isPending}
          error={mutation.isError ? pobErrorText(mutation.error) : null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setOpen(false)}
        >
          <p>
            <Trans>Toàn bộ {total} đã trừ sẽ được hoàn vào ví của bạn ngay. Người bán sẽ không được thanh toán.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
