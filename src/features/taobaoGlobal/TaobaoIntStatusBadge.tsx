import { useLingui } from '@lingui/react/macro';
import type { TaobaoIntOrderStatus, TaobaoIntRefundStatus } from '../../../contract/taobaoIntOrderStatus';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { taobaoIntOrderStatusLabels, taobaoIntRefundStatusLabels } from './labels';

const toneOf: Record<TaobaoIntOrderStatus, StatusTone> = {
  awaitingPayment: 'active',
  paying: 'active',
  payFailed: 'closed',
  awaitingShipment: 'active',
  shipping: 'active',
  received: 'done',
  cancelled: 'closed',
};

const refundToneOf: Record<TaobaoIntRefundStatus, StatusTone> = {
  requested: 'active',
  accepted: 'active',
  refunded: 'done',
  refused: 'closed',
};

/** Where a Taobao Global order stands, in words; the colour only repeats them. */
export function TaobaoIntStatusBadge({ status }: { status: TaobaoIntOrderStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={toneOf[status]}>{i18n._(taobaoIntOrderStatusLabels[status])}</StatusBadge>;
}

/** Where a refund request of a line stands. */
export function TaobaoIntRefundBadge({ status }: { status: TaobaoIntRefundStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={refundToneOf[status]}>{i18n._(taobaoIntRefundStatusLabels[status])}</StatusBadge>;
}
