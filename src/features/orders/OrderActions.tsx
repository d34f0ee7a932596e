import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../contract/orders';
import { useApi } from '../../api/ApiProvider';
import { cancelOrder, confirmOrderReceipt } from '../../api/orders';
import { orderKeys } from '../../api/orderList';
import { publicSettingsQuery } from '../../api/publicSettings';
import { refreshWallet } from '../../api/walletBalance';
import { DoneNote } from '../../components/DoneNote';
import { useFormat } from '../../i18n/useFormat';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMove } from '../../components/useConfirmedMove';
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
  const [done, setDone] = useState<string | null>(null);
  const settle = (updated: Order, message: string) => {
    queryClient.setQueryData(orderKeys.detail(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    void refreshWallet(queryClient);
    setDone(message);
  };
  // The order moved meanwhile (staff started buying): show where it is now.
  const onMovedMeanwhile = () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
  const cancel = useConfirmedMove((key) => cancelOrder(api, order.id, key), {
    onDone: (updated) => settle(updated, t`Đã hủy đơn. Tiền cọc đã được hoàn vào ví.`),
    onMovedMeanwhile,
  });
  const receive = useConfirmedMove((key) => confirmOrderReceipt(api, order.id, key), {
    onDone: (updated) => settle(updated, t`Cảm ơn bạn đã xác nhận nhận hàng.`),
    onMovedMeanwhile,
  });
  // The question on screen, if any: one dialog serves both moves.
  const open: Action | null = cancel.open ? 'cancel' : receive.open ? 'receive' : null;
  const move = open === 'cancel' ? cancel : receive;
  const ask = (action: Action) => {
    setDone(null);
    (action === 'cancel' ? cancel : receive).ask();
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
          pending={move.pending}
          error={orderErrorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
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
