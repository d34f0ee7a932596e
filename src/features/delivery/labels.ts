import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryPayment } from '../../../contract/shipmentStatus';
import type { OrderKind } from '../../../contract/packages';

export { deliveryStatusLabels } from '../../i18n/statusLabels';

/** How a request is paid, short, for the list and the detail. */
export const deliveryPaymentLabels: Record<DeliveryPayment, MessageDescriptor> = {
  wallet: msg`Trả bằng ví`,
  cod: msg`Thu khi giao (COD)`,
};

export const orderKindLabels: Record<OrderKind, MessageDescriptor> = {
  buy: msg`Đơn mua hộ`,
  shipping: msg`Đơn ký gửi`,
};
