import type { ReactNode } from 'react';
import type { ChosenProperty } from '../../../contract/cart';
import { useFormat } from '../../i18n/useFormat';

type GoodsLine = {
  imageUrl: string;
  title: string;
  titleVi: string | null;
  properties: ChosenProperty[];
  quantity: number;
  unitPriceFen: number;
  /** After the seller's discounts: not always unit price × quantity. */
  amountFen: number;
};

/**
 * A line of goods as the platform priced it (in the quote and in the order): picture, title,
 * the chosen properties, ¥ price × quantity and the line's amount; `children` add what the page
 * does with it (its refund).
 */
export function TaobaoIntGoodsLine({ line, children }: { line: GoodsLine; children?: ReactNode }) {
  const format = useFormat();
  const properties = line.properties.map((p) => `${p.nameVi ?? p.name}: ${p.valueVi ?? p.value}`).join(' · ');
  return (
    <li className="tbg-line">
      {/* Taobao images refuse other sites' Referer. */}
      <img className="tbg-line__image" src={line.imageUrl} alt="" width={56} height={56} loading="lazy" referrerPolicy="no-referrer" />
      <div className="tbg-line__text">
        <p className="tbg-line__title" lang={line.titleVi ? undefined : 'zh'}>
          {line.titleVi ?? line.title}
        </p>
        {properties && <p className="tbg-line__properties muted">{properties}</p>}
        <p className="tbg-line__price">
          <span className="muted">
            {format.cny(line.unitPriceFen)} × {format.number(line.quantity)}
          </span>
          <strong>{format.cny(line.amountFen)}</strong>
        </p>
        {children}
      </div>
    </li>
  );
}
