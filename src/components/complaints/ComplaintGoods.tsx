import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintItem } from '../../../contract/complaints';
import { useFormat } from '../../i18n/useFormat';
import './complaintFacts.css';

/**
 * The goods lines a complaint names, each with the pieces complained about and what was paid for
 * them; nothing for a complaint about a whole consignment or request.
 */
export function ComplaintGoods({ items }: { items: readonly ComplaintItem[] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <ul className="complaint-goods" aria-label={t`Sản phẩm khiếu nại`}>
      {items.map((item) => {
        const quantity = item.quantity;
        return (
          <li key={item.itemId} className="complaint-good">
            <img src={item.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <span className="complaint-good__title">
              <bdi>{item.title}</bdi>
            </span>
            <span>
              <Trans>× {quantity}</Trans>
            </span>
            <strong>{format.vnd(item.valueVnd)}</strong>
          </li>
        );
      })}
    </ul>
  );
}
