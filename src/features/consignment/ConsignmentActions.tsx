import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Consignment } from '../../../contract/consignment';
import { useApi } from '../../api/ApiProvider';
import { cancelConsignment, consignmentKeys } from '../../api/consignment';
import { DoneNote } from '../../components/DoneNote';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMove } from '../../components/useConfirmedMove';
import { consignmentErrorText } from './consignmentErrors';

/**
 * What the customer can do with the order now: cancel it while no parcel has reached a
 * warehouse (nothing has been paid, so nothing goes back), and ask for delivery once its goods
 * wait in Vietnam (the delivery request is made on its own page, for any ready packages).
 */
export function ConsignmentActions({ order }: { order: Consignment }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const move = useConfirmedMove((key) => cancelConsignment(api, order.id, key), {
    onDone: async () => {
      void queryClient.invalidateQueries({ queryKey: consignmentKeys.lists });
      await queryClient.invalidateQueries({ queryKey: consignmentKeys.detail(order.id) });
      setDone(true);
    },
    // A parcel arrived meanwhile: show where the order is now.
    onMovedMeanwhile: () => void queryClient.invalidateQueries({ queryKey: consignmentKeys.detail(order.id) }),
  });
  const ask = () => {
    setDone(false);
    move.ask();
  };
  const code = order.code;
  const canCancel = order.status === 'consigned' && order.packages.length === 0;
  const canAskDelivery = order.status === 'awaitingDelivery';

  return (
    <>
      <DoneNote>{done ? <Trans>Đã hủy đơn ký gửi.</Trans> : null}</DoneNote>
      {(canCancel || canAskDelivery) && (
        <div className="consignment-actions">
          {canAskDelivery && (
            <Link to="/delivery/create" className="btn btn-primary btn-block">
              <Trans>Yêu cầu giao hàng</Trans>
            </Link>
          )}
          {canCancel && (
            <button type="button" className="btn btn-secondary btn-block" onClick={ask}>
              <Trans>Hủy đơn</Trans>
            </button>
          )}
        </div>
      )}
      {move.open && (
        <ConfirmDialog
          title={<Trans>Hủy đơn {code}?</Trans>}
          confirmLabel={<Trans>Hủy đơn</Trans>}
          pendingLabel={<Trans>Đang gửi…</Trans>}
          cancelLabel={<Trans>Không hủy</Trans>}
          pending={move.pending}
          error={consignmentErrorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
        >
          <p>
            <Trans>Kho chưa nhận kiện nào của đơn này nên có thể hủy; đơn chưa phát sinh chi phí.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
