import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryOrderLine } from '../../../contract/delivery';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { orderKindLabels } from './labels';

/** "2,1 kg": grams as the package card writes them, to one decimal. */
export function useKg(): (grams: number) => string {
  const format = useFormat();
  return (grams) => `${format.number(Math.round(grams / 100) / 10)} kg`;
}

/**
 * What a request settles: the remaining balance of each order its packages belong to, then the
 * carrier's fee on their chargeable weight. Used by the review (a quote) and the detail (a request).
 */
export function DeliveryAmounts({ orders, feeVnd, chargeableGrams }: { orders: DeliveryOrderLine[]; feeVnd: number; chargeableGrams?: number }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const kg = useKg();
  const weight = chargeableGrams === undefined ? null : kg(chargeableGrams);
  return (
    <SummaryList>
      {orders.map((order) => {
        const kind = i18n._(orderKindLabels[order.kind]);
        const code = order.code;
        return (
          <SummaryRow
            key={`${order.kind}-${order.id}`}
            label={<Trans>Còn nợ {kind} {code}</Trans>}
            amount={format.vnd(order.amountVnd)}
          />
        );
      })}
      <SummaryRow label={weight ? <Trans>Phí giao hàng ({weight})</Trans> : <Trans>Phí giao hàng</Trans>} amount={format.vnd(feeVnd)} />
    </SummaryList>
  );
}
