import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Delivery } from '../../../contract/delivery';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { orderKindLabels } from './labels';

/** "2,1 kg": grams as the package card writes them, to one decimal. */
export function useKg(): (grams: number) => string {
  const format = useFormat();
  return (grams) => `${format.number(Math.round(grams / 100) / 10)} kg`;
}

/** The lines a quote and a request share (contract/delivery.ts: total = owed + fee + storage). */
export type DeliveryLines = Pick<Delivery, 'orders' | 'feeVnd' | 'storage' | 'storageVnd'>;

/**
 * What a request settles: the remaining balance of each order its packages belong to, the
 * carrier's fee on their chargeable weight, then storage past the free days, itemised by package
 * so the customer sees which parcel waited too long. Used by the review and the shortfall (a
 * quote) and the detail (a request).
 */
export function DeliveryAmounts({ lines, chargeableGrams }: { lines: DeliveryLines; chargeableGrams?: number }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const kg = useKg();
  const weight = chargeableGrams === undefined ? null : kg(chargeableGrams);
  return (
    <SummaryList>
      {lines.orders.map((order) => {
        const kind = i18n._(orderKindLabels[order.kind]);
        const code = order.code;
        return (
          <SummaryRow
            key={`${order.kind}-${order.id}`}
            label={
              <Trans>
                Còn nợ {kind} {code}
              </Trans>
            }
            amount={format.vnd(order.amountVnd)}
          />
        );
      })}
      <SummaryRow
        label={weight ? <Trans>Phí giao hàng ({weight})</Trans> : <Trans>Phí giao hàng</Trans>}
        amount={format.vnd(lines.feeVnd)}
      />
      {lines.storageVnd > 0 && (
        <>
          <SummaryRow label={<Trans>Phí lưu kho</Trans>} amount={format.vnd(lines.storageVnd)} />
          {lines.storage.map((line) => {
            const code = line.code;
            const days = line.days;
            return (
              <SummaryRow
                key={line.packageId}
                detail
                label={
                  <Trans>
                    {code} · <Plural value={days} other="# ngày quá hạn" />
                  </Trans>
                }
                amount={format.vnd(line.amountVnd)}
              />
            );
          })}
        </>
      )}
    </SummaryList>
  );
}
