import { useLingui } from '@lingui/react/macro';
import type { PobRefundStatus, PobStatus } from '../../../contract/pobStatus';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { pobRefundStatusLabels, pobStatusLabels } from './labels';

const toneOf: Record<PobStatus, StatusTone> = {
  pending: 'active',
  processing: 'active',
  paid: 'done',
  cancelled: 'closed',
  rejected: 'closed',
};

const refundToneOf: Record<PobRefundStatus, StatusTone> = { pending: 'active', accepted: 'done', refused: 'closed' };

/** Where a pay-on-behalf request stands, in words; the colour only repeats them. */
export function PobStatusBadge({ status }: { status: PobStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={toneOf[status]}>{i18n._(pobStatusLabels[status])}</StatusBadge>;
}

/** Where a refund of a paid request stands. */
export function PobRefundStatusBadge({ status }: { status: PobRefundStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={refundToneOf[status]}>{i18n._(pobRefundStatusLabels[status])}</StatusBadge>;
}
