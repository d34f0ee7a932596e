import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Order } from '../../../contract/orders';
import { useApi } from '../../api/ApiProvider';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { cancelOrder, confirmOrderReceipt, orderKeys } from '../../api/orders';
import { publicSettingsQuery } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';
import { DoneNote } from '../../components/DoneNote';
import { useFormat } from '../../i18n/useFormat';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { orderErrorText } from './orderErrors';

type Action = 'cancel' | 'receive';

/**
 * What the customer can do with the order now: cancel while only the deposit is paid (it goes
 * back to the wallet at once), or confirm receipt while it is being delivered. Both ask first.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per question asked: a retry inside the same dialog sends it again.
  const actionKey = useRef<string>('');

  const settle = (updated: Order, message: string) => {
    queryClient.setQueryData(orderKeys.detail(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    void refreshWallet(queryClient);
    setOpen(null);
    setDone(message);
  };
  const mutation = useMutation({
    mutationFn: (action: Action) =>
      action === 'cancel' ? cancelOrder(api, order.id, actionKey.current) : confirmOrderReceipt(api, order.id, actionKey.current),
    onSuccess: (updated, action) =>
      settle(updated, action === 'cancel' ? t`Đã hủy đơn. Tiền cọc đã được hoàn vào ví.` : t`Cảm ơn bạn đã xác nhận nhận hàng.`),
    onError: (error) => {
      // The order moved meanwhile (staff started buying): show where it is now.
      if ((error as { code?: string }).code === 'invalid-transition')
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    },
  });

  const ask = (action: Action) => {
    actionKey.current = newIdempotencyKey();
    mutation.reset();
    setDone(null);
    setOpen(action);
  };
  const deposit = format.vnd(order.depositVnd - order.refundedVnd);
  const code = order.code;

  const canCancel = order.status === 'deposited';
  const canReceive = order.status === 'delivering';
  // The settings' rule, said before it happens (only while the order is out for delivery).
  const settings = useQuery({ ...publicSettingsQuery(api), enabled: canReceive });
  const autoDays = settings.data?.orders.autoReceiveDays;
  return (
    <>
      <DoneNote>{done}</DoneNote>
      {(canCancel || canReceive) && (
        <div className="order-actions">
          {canReceive && (
            <button type="button" className="btn btn-primary btn-block" onClick={() => ask('receive')}>
              <Trans>Đã nhận hàng</Trans>
            </button>
          )}
          {canReceive && autoDays !== undefined && (
            <p className="muted">
              <Trans>Nếu bạn không xác nhận, đơn sẽ tự chuyển sang “Đã nhận hàng” sau {autoDays} ngày kể từ khi giao.</Trans>
            </p>
          )}
          {canCancel && (
            <button type="button" className="btn btn-secondary btn-block order-actions__cancel" onClick={() => ask('cancel')}>
              <Trans>Hủy đơn</Trans>
            </button>
          )}
        </div>
      )}
      {open && (
        <ConfirmDialog
          title={open === 'cancel' ? <Trans>Hủy đơn {code}?</Trans> : <Trans>Xác nhận đã nhận hàng?</Trans>}
          confirmLabel={open === 'cancel' ? <Trans>Hủy đơn</Trans> : <Trans>Đã nhận đủ hàng</Trans>}
          pendingLabel={<Trans>Đang gửi…</Trans>}
          cancelLabel={open === 'cancel' ? <Trans>Không hủy</Trans> : <Trans>Để sau</Trans>}
          pending={mutation.isPending}
          error={mutation.isError ? orderErrorText(mutation.error) : null}
          onConfirm={() => mutation.mutate(open)}
          onClose={() => setOpen(null)}
        >
          <p>
            {open === 'cancel' ? (
              <Trans>Đơn chưa được mua nên có thể hủy. Tiền cọc {deposit} sẽ được hoàn vào ví của bạn ngay lập tức.</Trans>
            ) : (
              <Trans>Chỉ xác nhận khi bạn đã nhận đủ hàng. Nếu hàng thiếu hoặc hỏng, hãy gửi khiếu nại trước.</Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
