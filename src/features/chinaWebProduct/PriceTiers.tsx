import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceTier } from '../../../contract/products';
import { useFormat } from '../../i18n/useFormat';

/** 1688's wholesale prices: from so many pieces, this unit price. The row that applies is marked. */
export function PriceTiers({ tiers, quantity }: { tiers: ReadonlyArray<PriceTier>; quantity: number | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const active = quantity === null ? undefined : [...sorted].reverse().find((tier) => quantity >= tier.minQuantity);
  return (
    <table className="price-tiers">
      <caption>
        <Trans>Giá sỉ theo số lượng</Trans>
      </caption>
      <tbody>
        {sorted.map((tier) => {
          const from = tier.minQuantity;
          const current = tier === active;
          return (
            <tr key={from} className={current ? 'price-tiers__row--active' : undefined}>
              <th scope="row">{t`Từ ${from} cái`}</th>
              <td>
                {format.cny(tier.priceFen)}
                {current && <span className="price-tiers__tag">{t`đang áp dụng`}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
