import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Delivery } from '../../../contract/delivery';
import { useApi } from '../../api/ApiProvider';
import { cancelDelivery, deliveryKeys } from '../../api/delivery';
import { packageKeys } from '../../api/packages';
import { refreshWallet } from '../../api/walletBalance';
import { DoneNote } from '../../components/DoneNote';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedMove } from '../../components/useConfirmedMove';
import { useFormat } from '../../i18n/useFormat';
import { deliveryErrorText } from './deliveryErrors';

/**
 * "Hủy yêu cầu" while nothing has left the warehouse. It asks first and says what comes back: the
 * delivery fee and any storage paid with it go back to the wallet; what the orders owed stays paid
 * to them (the server's rule), and the packages can be asked for again. Mounted whatever the
 * status, so the outcome stays announced after the request turns cancelled.
 */
export function CancelDelivery({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const move = useConfirmedMove((key) => cancelDelivery(api, delivery.id, key), {
    onDone: (updated) => {
      queryClient.setQueryData(deliveryKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.lists });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.packages });
      void queryClient.invalidateQueries({ queryKey: packageKeys.all });
      void refreshWallet(queryClient);
      setDone(
        updated.payment === 'cod'
          ? t`Đã hủy yêu cầu.`
          : updated.storageVnd > 0
            ? t`Đã hủy yêu cầu. Phí giao hàng và phí lưu kho đã được hoàn vào ví.`
            : t`Đã hủy yêu cầu. Phí giao hàng đã được hoàn vào ví.`,
      );
    },
    onError: (error) => {
      // Staff started on it meanwhile: show where it is now.
      if ((error as { code?: string }).code === 'invalid-transition')
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(delivery.id) });
    },
  });

  const ask = () => {
    setDone(null);
    move.ask();
  };
  const code = delivery.code;
  const fee = format.vnd(delivery.feeVnd);
  const storage = format.vnd(delivery.storageVnd);

  return (
    <>
      <DoneNote>{done}</DoneNote>
      {delivery.status === 'requested' && (
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
          error={deliveryErrorText(move.error)}
          onConfirm={move.confirm}
          onClose={move.close}
        >
          <p>
            {delivery.payment === 'wallet' && delivery.storageVnd > 0 ? (
              <Trans>
                Phí giao hàng {fee} và phí lưu kho {storage} sẽ được hoàn vào ví của bạn ngay. Tiền đã thanh toán cho các đơn vẫn được giữ
                cho đơn đó; các kiện quay về danh sách chờ giao để bạn tạo yêu cầu khác.
              </Trans>
            ) : delivery.payment === 'wallet' ? (
              <Trans>
                Phí giao hàng {fee} sẽ được hoàn vào ví của bạn ngay. Tiền đã thanh toán cho các đơn vẫn được giữ cho đơn đó; các kiện quay
                về danh sách chờ giao để bạn tạo yêu cầu khác.
              </Trans>
            ) : (
              <Trans>Yêu cầu chưa thu tiền nên không có khoản hoàn. Các kiện quay về danh sách chờ giao để bạn tạo yêu cầu khác.</Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
