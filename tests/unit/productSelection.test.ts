import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import {
  cartLine,
  choose,
  chosenOffer,
  chosenSku,
  initialSelection,
  isAvailable,
  isSoldOut,
  linePrice,
  missingProperties,
  NOTE_MAX,
  parseQuantity,
  quantityProblem,
} from '../../src/features/chinaWebProduct/selection';
import { propertyValue, sampleCoat } from '../fixtures/products';

/** Colour × size; red-L is sold out, blue comes in M only, green has no stock at all. */
const product = sampleCoat;

describe('choosing properties', () => {
  it('starts with nothing chosen, except a property with a single value', () => {
    expect(initialSelection(product)).toEqual([null, null]);
    const oneSize = { properties: [product.properties[0]!, { ...product.properties[1]!, values: [propertyValue('F', 'Free')] }] };
    expect(initialSelection(oneSize)).toEqual([null, 'F']);
  });

  it('calls a value sold out only when no combination has it in stock', () => {
    expect(isSoldOut(product, 0, 'green')).toBe(true);
    expect(isSoldOut(product, 0, 'red')).toBe(false);
    expect(isSoldOut(product, 1, 'L')).toBe(true);
    expect(isSoldOut(product, 1, 'M')).toBe(false);
  });

  it('tells which values go with what is chosen in the other properties', () => {
    expect(isAvailable(product, [null, null], 0, 'blue')).toBe(true);
    expect(isAvailable(product, ['blue', null], 1, 'M')).toBe(true);
    expect(isAvailable(product, ['red', null], 1, 'L')).toBe(false);
    // The property's own choice does not limit its other values.
    expect(isAvailable(product, ['red', 'M'], 0, 'blue')).toBe(true);
  });

  it('keeps compatible choices and drops the ones that cannot go with a new pick', () => {
    const shirt: Product = {
      ...product,
      skus: [
        { skuId: 'a', valueIds: ['red', 'M'], priceFen: 1500, stock: 1 },
        { skuId: 'b', valueIds: ['blue', 'L'], priceFen: 1500, stock: 1 },
      ],
    };
    expect(choose(shirt, ['red', 'M'], 0, 'blue')).toEqual(['blue', null]);
    expect(choose(shirt, [null, 'M'], 0, 'red')).toEqual(['red', 'M']);
  });

  it('finds the SKU of a complete selection, and none before', () => {
    expect(chosenSku(product, ['red', null])).toBeNull();
    expect(missingProperties(['red', null])).toEqual([1]);
    expect(chosenSku(product, ['blue', 'M'])?.skuId).toBe('blue-M');
    expect(chosenOffer(product, ['red', 'M'])).toEqual({ skuId: 'red-M', priceFen: 1500, stock: 23 });
  });

  it("uses the product's own price and stock when it has no SKUs", () => {
    const plain = { ...product, properties: [], skus: [], stock: 7, priceFen: 990 };
    expect(initialSelection(plain)).toEqual([]);
    expect(chosenOffer(plain, [])).toEqual({ skuId: null, priceFen: 990, stock: 7 });
  });
});

describe('quantity and price', () => {
  it('reads typed digits only', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('holds the quantity between the seller minimum and the stock', () => {
    expect(quantityProblem(null, 2, 23)).toBe('not-a-number');
    expect(quantityProblem(0, 1, 23)).toBe('not-a-number');
    expect(quantityProblem(1, 2, 23)).toBe('below-minimum');
    expect(quantityProblem(24, 2, 23)).toBe('above-stock');
    expect(quantityProblem(23, 2, 23)).toBeNull();
    expect(quantityProblem(2, 2, null)).toBeNull();
    expect(quantityProblem(2, 2, 0)).toBe('out-of-stock');
    expect(quantityProblem(1, 2, 1)).toBe('out-of-stock');
  });

  it('prices the line at the 1688 tier its quantity reaches', () => {
    expect(linePrice(product, 1500, 9)).toEqual({ unitFen: 1500, totalFen: 13_500 });
    expect(linePrice(product, 1500, 10)).toEqual({ unitFen: 1200, totalFen: 12_000 });
    expect(linePrice(product, 1500, 50)).toEqual({ unitFen: 1000, totalFen: 50_000 });
  });
});

describe('the cart line', () => {
  it('asks for the missing properties first', () => {
    expect(cartLine(product, ['red', null], '2', '')).toEqual({ ok: false, problem: 'choose-properties' });
  });

  it('refuses a quantity the SKU cannot supply, and a note that is too long', () => {
    expect(cartLine(product, ['blue', 'M'], '6', '')).toEqual({ ok: false, problem: 'above-stock' });
    expect(cartLine(product, ['blue', 'M'], '1', '')).toEqual({ ok: false, problem: 'below-minimum' });
    expect(cartLine(product, ['blue', 'M'], '2', 'x'.repeat(NOTE_MAX + 1))).toEqual({ ok: false, problem: 'note-too-long' });
  });

  it('gives the SKU, quantity, trimmed note and tier-priced total', () => {
    expect(cartLine(product, ['red', 'M'], '10', '  gói kỹ  ')).toEqual({
      ok: true,
      line: { site: '1688', itemId: '655512345678', skuId: 'red-M', quantity: 10, note: 'gói kỹ' },
      unitFen: 1200,
      totalFen: 12_000,
    });
  });
});
