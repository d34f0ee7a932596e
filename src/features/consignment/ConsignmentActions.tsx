import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Consignment } from '../../../contract/consignment';
import { useApi } from '../../api/ApiProvider';
import { cancelConsignment, consignmentKeys } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { DoneNote } from '../../components/DoneNote';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { consignmentErrorText } from './consignmentErrors';

/**
 * What the customer can do with the order now: cancel it while no parcel has reached a
 * warehouse (nothing has been paid, so nothing goes back), and ask for delivery once its goods
 * wait in Vietnam (the delivery request is made on its own page, for any ready packages).
 */
export function ConsignmentActions({ order }: { order: Consignment }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  // One key per question asked: a retry inside the same dialog sends it again.
  const actionKey = useRef('');
  const mutation = useMutation({
    mutationFn: () => cancelConsignment(api, order.id, actionKey.current),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: consignmentKeys.lists });
      await queryClient.invalidateQueries({ queryKey: consignmentKeys.detail(order.id) });
      setOpen(false);
      setDone(true);
    },
    onError: (error) => {
      // The order moved meanwhile (a parcel arrived): show where it is now.
      if (error instanceof ApiError && error.code === 'invalid-transition')
        void queryClient.invalidateQueries({ queryKey: consignmentKeys.detail(order.id) });
    },
  });
  const ask = () => {
    actionKey.current = newIdempotencyKey();
    mutation.reset();
    setDone(false);
    setOpen(true);
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
      {open && (
        <ConfirmDialog
          title={<Trans>Hủy đơn {code}?</Trans>}
          confirmLabel={<Trans>Hủy đơn</Trans>}
          pendingLabel={<Trans>Đang gửi…</Trans>}
          cancelLabel={<Trans>Không hủy</Trans>}
          pending={mutation.isPending}
          error={mutation.isError ? consignmentErrorText(mutation.error) : null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setOpen(false)}
        >
          <p>
            <Trans>Kho chưa nhận kiện nào của đơn này nên có thể hủy; đơn chưa phát sinh chi phí.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
