import type { ReactNode } from 'react';
import type { ChosenProperty } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';

type Line = {
  imageUrl: string;
  title: string;
  titleVi: string | null;
  properties: ChosenProperty[];
  unitPriceFen: number;
  quantity: number;
};

/**
 * One product line (cart line, quoted line or ordered item): picture, Vietnamese title when
 * known, the chosen properties ("Màu: Đen · Cỡ: L"), and price × quantity unless `children`
 * say more (the order detail adds what was bought).
 */
export function OrderLine({ line, children }: { line: Line; children?: ReactNode }) {
  const format = useFormat();
  const properties = line.properties.map((p) => `${p.nameVi ?? p.name}: ${p.valueVi ?? p.value}`).join(' · ');
  return (
    <li className="order-line">
      {/* Taobao and 1688 images refuse other sites' Referer. */}
      <img className="order-line__image" src={line.imageUrl} alt="" width={56} height={56} loading="lazy" referrerPolicy="no-referrer" />
      <div className="order-line__text">
        <p className="order-line__title">{line.titleVi ?? line.title}</p>
        {properties && <p className="order-line__properties muted">{properties}</p>}
        {children ?? (
          <p className="muted">
            {format.cny(line.unitPriceFen)} × {format.number(line.quantity)}
          </p>
        )}
      </div>
    </li>
  );
}
