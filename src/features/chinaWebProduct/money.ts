import { fenToVnd } from '../../../contract/fees';
import type { Formatters } from '../../i18n/format';

/** "12,00 ¥" or "12,00 ¥ – 20,00 ¥": a SKU price or the product's range. */
export function cnyRange(format: Formatters, minFen: number, maxFen: number): string {
  return maxFen > minFen ? `${format.cny(minFen)} – ${format.cny(maxFen)}` : format.cny(minFen);
}

/** The same in đồng at the order rate (what the goods line of an order would use), rounded as fees.ts does. */
export function vndRange(format: Formatters, minFen: number, maxFen: number, rateVndPerCny: number): string {
  const min = format.vnd(fenToVnd(minFen, rateVndPerCny));
  return maxFen > minFen ? `${min} – ${format.vnd(fenToVnd(maxFen, rateVndPerCny))}` : min;
}
