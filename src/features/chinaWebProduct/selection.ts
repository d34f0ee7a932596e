import { unitPriceFen, type Product, type Sku } from '../../../contract/products';
import { parseQuantity } from '../../components/QuantityStepper';

/**
 * What the buyer picks on a product page, as pure functions of the product: one value per
 * property (in the order of `product.properties`, as SKUs list their `valueIds`), the quantity and
 * a note for the seller. The page draws from these; a cart will take `cartLine()` as it is.
 */

/** One value id (or null: not chosen yet) per property. */
export type Selection = ReadonlyArray<string | null>;

type WithSkus = { skus: ReadonlyArray<Sku> };
type Buyable = WithSkus & Pick<Product, 'site' | 'itemId' | 'properties' | 'stock' | 'priceFen' | 'priceTiers' | 'minQuantity'>;

export const NOTE_MAX = 500;

/** Nothing chosen, except properties with a single value: there is nothing to choose there. */
export function initialSelection(product: Pick<Product, 'properties'>): Selection {
  return product.properties.map((property) => (property.values.length === 1 ? property.values[0]!.id : null));
}

const inStock = (sku: Sku) => sku.stock > 0;

/** Does the SKU agree with every chosen value, leaving out property `except`? */
function matches(sku: Sku, selection: Selection, except?: number): boolean {
  return selection.every((valueId, index) => index === except || valueId === null || sku.valueIds[index] === valueId);
}

/** A value no combination has in stock: the page disables it. */
export function isSoldOut(product: WithSkus, propertyIndex: number, valueId: string): boolean {
  return !product.skus.some((sku) => inStock(sku) && sku.valueIds[propertyIndex] === valueId);
}

/** Can this value be bought together with what is chosen in the other properties? */
export function isAvailable(product: WithSkus, selection: Selection, propertyIndex: number, valueId: string): boolean {
  return product.skus.some((sku) => inStock(sku) && sku.valueIds[propertyIndex] === valueId && matches(sku, selection, propertyIndex));
}

/**
 * Chooses `valueId` for property `propertyIndex`. Choices elsewhere that cannot go with it (no
 * combination in stock) are dropped, so a pick never leaves the buyer stuck on an impossible
 * combination; compatible ones stay.
 */
export function choose(product: WithSkus, selection: Selection, propertyIndex: number, valueId: string): Selection {
  const next = selection.map((current, index) => (index === propertyIndex ? valueId : current));
  const fits = (candidate: Selection) => product.skus.some((sku) => inStock(sku) && matches(sku, candidate));
  if (fits(next)) return next;
  // Keep the other choices that go with the new value on their own, then give up on the rest.
  const pairwise = next.map((current, index) => {
    if (index === propertyIndex || current === null) return current;
    const pair = next.map((value, i) => (i === propertyIndex || i === index ? value : null));
    return fits(pair) ? current : null;
  });
  return fits(pairwise) ? pairwise : next.map((current, index) => (index === propertyIndex ? current : null));
}

/** Properties still to choose (their indexes). */
export function missingProperties(selection: Selection): number[] {
  return selection.flatMap((valueId, index) => (valueId === null ? [index] : []));
}

/** The SKU of a complete selection; null while something is unchosen or for a product without SKUs. */
export function chosenSku(product: WithSkus, selection: Selection): Sku | null {
  if (product.skus.length === 0 || missingProperties(selection).length > 0) return null;
  return product.skus.find((sku) => sku.valueIds.length === selection.length && matches(sku, selection)) ?? null;
}

/** Price and stock of what would go in the cart: the SKU's, or the product's when it has no SKUs. */
export function chosenOffer(product: Buyable, selection: Selection): { skuId: string | null; priceFen: number; stock: number } | null {
  if (product.skus.length === 0) return { skuId: null, priceFen: product.priceFen, stock: product.stock };
  const sku = chosenSku(product, selection);
  return sku ? { skuId: sku.skuId, priceFen: sku.priceFen, stock: sku.stock } : null;
}

/** The smallest quantity the seller takes (never below 1). */
export const minQuantityOf = (product: Pick<Product, 'minQuantity'>) => Math.max(1, product.minQuantity);

export type QuantityProblem = 'not-a-number' | 'below-minimum' | 'above-stock' | 'out-of-stock';

/** A typed quantity (digits only); the stepper and the page read it the same way. */
export { parseQuantity };

export function quantityProblem(quantity: number | null, min: number, stock: number | null): QuantityProblem | null {
  if (stock !== null && (stock <= 0 || stock < min)) return 'out-of-stock';
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) return 'not-a-number';
  if (quantity < min) return 'below-minimum';
  if (stock !== null && quantity > stock) return 'above-stock';
  return null;
}

/** Unit price at this quantity (a 1688 tier replaces the SKU price) and the line's total, in fen. */
export function linePrice(product: Pick<Product, 'priceTiers'>, skuPriceFen: number, quantity: number) {
  const unitFen = unitPriceFen(product, skuPriceFen, quantity);
  return { unitFen, totalFen: unitFen * quantity };
}

export type CartLine = { site: Product['site']; itemId: string; skuId: string | null; quantity: number; note: string };

export type LineProblem = 'choose-properties' | QuantityProblem | 'note-too-long';

/** The line a cart would take, or why it cannot be taken yet. */
export function cartLine(
  product: Buyable,
  selection: Selection,
  quantityText: string,
  note: string,
): { ok: true; line: CartLine; unitFen: number; totalFen: number } | { ok: false; problem: LineProblem } {
  const offer = chosenOffer(product, selection);
  if (!offer) return { ok: false, problem: 'choose-properties' };
  const quantity = parseQuantity(quantityText);
  const problem = quantityProblem(quantity, minQuantityOf(product), offer.stock);
  if (problem || quantity === null) return { ok: false, problem: problem ?? 'not-a-number' };
  const trimmedNote = note.trim();
  if (trimmedNote.length > NOTE_MAX) return { ok: false, problem: 'note-too-long' };
  const { unitFen, totalFen } = linePrice(product, offer.priceFen, quantity);
  return {
    ok: true,
    line: { site: product.site, itemId: product.itemId, skuId: offer.skuId, quantity, note: trimmedNote },
    unitFen,
    totalFen,
  };
}
