import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Delivery } from '../../../contract/delivery';
import { useApi } from '../../api/ApiProvider';
import { cancelDelivery, deliveryKeys } from '../../api/delivery';
import { packageKeys } from '../../api/packages';
import { refreshWallet } from '../../api/walletBalance';
import { CancelRequest } from '../../components/cancel/CancelRequest';
import { useFormat } from '../../i18n/useFormat';
import { deliveryErrorText } from './deliveryErrors';

/**
 * Cancelling a delivery request while nothing has left the warehouse. What comes back: the
 * delivery fee and any storage paid with it go back to the wallet; what the orders owed stays paid
 * to them (the server's rule), and the packages can be asked for again.
 */
export function CancelDelivery({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const fee = format.vnd(delivery.feeVnd);
  const storage = format.vnd(delivery.storageVnd);

  return (
    <CancelRequest
      code={delivery.code}
      cancellable={delivery.status === 'requested'}
      cancel={(key) => cancelDelivery(api, delivery.id, key)}
      onCancelled={(updated) => {
        queryClient.setQueryData(deliveryKeys.detail(updated.id), updated);
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.lists });
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.packages });
        void queryClient.invalidateQueries({ queryKey: packageKeys.all });
        void refreshWallet(queryClient);
        return updated.payment === 'cod'
          ? t`Đã hủy yêu cầu.`
          : updated.storageVnd > 0
            ? t`Đã hủy yêu cầu. Phí giao hàng và phí lưu kho đã được hoàn vào ví.`
            : t`Đã hủy yêu cầu. Phí giao hàng đã được hoàn vào ví.`;
      }}
      onMovedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(delivery.id) })}
      errorText={deliveryErrorText}
    >
      {delivery.payment === 'wallet' && delivery.storageVnd > 0 ? (
        <Trans>
          Phí giao hàng {fee} và phí lưu kho {storage} sẽ được hoàn vào ví của bạn ngay. Tiền đã thanh toán cho các đơn vẫn được giữ cho đơn
          đó; các kiện quay về danh sách chờ giao để bạn tạo yêu cầu khác.
        </Trans>
      ) : delivery.payment === 'wallet' ? (
        <Trans>
          Phí giao hàng {fee} sẽ được hoàn vào ví của bạn ngay. Tiền đã thanh toán cho các đơn vẫn được giữ cho đơn đó; các kiện quay về
          danh sách chờ giao để bạn tạo yêu cầu khác.
        </Trans>
      ) : (
        <Trans>Yêu cầu chưa thu tiền nên không có khoản hoàn. Các kiện quay về danh sách chờ giao để bạn tạo yêu cầu khác.</Trans>
      )}
    </CancelRequest>
  );
}
