import { describe, expect, it } from 'vitest';
import { productRefSchema, productSites } from '../../contract/productLinks';
import { productPath } from '../../contract/productPath';
import { productSchema, unitPriceFen } from '../../contract/products';
import { buildCatalog } from '../../server/modules/products/catalog/buildCatalog';
import { createCatalogSource, IMAGE_NAME } from '../../server/modules/products/catalog/catalogSource';
import { fold, queryTerms } from '../../server/modules/products/catalog/search';

const catalog = buildCatalog();
const products = catalog.entries.map((entry) => entry.product);
const CJK = /[\u3400-\u9fff]/;

describe('the built-in product catalog', () => {
  it('has at least 200 products on every one of the four sites', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    for (const site of productSites) expect(products.filter((p) => p.site === site).length).toBeGreaterThanOrEqual(30);
  });

  it('gives every product a unique key that is a valid product ref, with an id as long as the site uses and no link to the site', () => {
    const keys = products.map(productPath);
    expect(new Set(keys).size).toBe(keys.length);
    for (const product of products) {
      expect(productRefSchema.safeParse({ site: product.site, itemId: product.itemId }).success).toBe(true);
      const length = product.itemId.length;
      if (product.site === 'pinduoduo') expect([11, 12]).toContain(length);
      else expect(length).toBe(12);
      // Invented goods: no page on the real site to link to.
      expect(product.url).toBeNull();
    }
  });

  it('makes every product valid against the contract, with Chinese and Vietnamese titles', () => {
    for (const product of products) {
      const result = productSchema.safeParse(product);
      expect(result.success, `${productPath(product)}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      expect(product.title).toMatch(CJK);
      expect(product.titleVi).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
      expect(product.shop.name).toMatch(CJK);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.description.length).toBeGreaterThan(0);
    }
  });

  it('builds SKUs from existing property values, one per combination, each combination once', () => {
    for (const product of products) {
      const combinations = product.properties.reduce((n, property) => n * property.values.length, 1);
      expect(product.skus.length).toBe(product.properties.length === 0 ? 0 : combinations);
      expect(new Set(product.skus.map((sku) => sku.valueIds.join(';'))).size).toBe(product.skus.length);
      for (const property of product.properties) {
        expect(new Set(property.values.map((value) => value.id)).size).toBe(property.values.length);
      }
      for (const sku of product.skus) {
        expect(sku.valueIds).toHaveLength(product.properties.length);
        sku.valueIds.forEach((id, index) => expect(product.properties[index]?.values.map((value) => value.id)).toContain(id));
        expect(sku.stock).toBeGreaterThanOrEqual(0);
      }
    }
    const skus = products.flatMap((product) => product.skus);
    expect(new Set(skus.map((sku) => sku.skuId)).size).toBe(skus.length);
    expect(skus.some((sku) => sku.stock === 0)).toBe(true);
    expect(products.some((product) => product.skus.length === 0)).toBe(true);
  });

  it('states the lowest and highest SKU price as the product price, and the sum of SKU stocks as its stock', () => {
    for (const product of products.filter((p) => p.skus.length > 0)) {
      const prices = product.skus.map((sku) => sku.priceFen);
      expect(product.priceFen).toBe(Math.min(...prices));
      expect(product.priceMaxFen).toBe(Math.max(...prices));
      expect(product.stock).toBe(product.skus.reduce((sum, sku) => sum + sku.stock, 0));
    }
    expect(products.some((p) => p.priceMaxFen > p.priceFen)).toBe(true);
    for (const product of products) expect(product.priceFen).toBeGreaterThan(0);
  });

  it('sells 1688 goods by the batch: a minimum above one and 2–3 tiers, larger quantities cheaper', () => {
    for (const product of products) {
      if (product.site !== '1688') {
        expect(product.priceTiers).toEqual([]);
        expect(product.minQuantity).toBe(1);
        continue;
      }
      expect(product.minQuantity).toBeGreaterThan(1);
      expect(product.priceTiers.length).toBeGreaterThanOrEqual(2);
      expect(product.priceTiers.length).toBeLessThanOrEqual(3);
      expect(product.priceTiers[0]?.minQuantity).toBe(product.minQuantity);
      product.priceTiers.slice(1).forEach((tier, index) => {
        const before = product.priceTiers[index]!;
        expect(tier.minQuantity).toBeGreaterThan(before.minQuantity);
        expect(tier.priceFen).toBeLessThan(before.priceFen);
      });
      const last = product.priceTiers.at(-1)!;
      expect(unitPriceFen(product, product.priceFen, last.minQuantity)).toBe(last.priceFen);
    }
  });

  it('is the same on every build', () => {
    const again = buildCatalog();
    expect(again.entries).toEqual(catalog.entries);
    expect([...again.images.keys()]).toEqual([...catalog.images.keys()]);
  });

  it('serves every image a product names, as a text-free SVG under a content-hash name', () => {
    const source = createCatalogSource(catalog);
    const urls = products.flatMap((p) => [
      ...p.images,
      ...p.properties.flatMap((property) => property.values.flatMap((v) => (v.imageUrl ? [v.imageUrl] : []))),
    ]);
    for (const url of new Set(urls)) {
      const name = url.replace('/api/ChinaWebProduct/Image/', '');
      expect(name).toMatch(IMAGE_NAME);
      const image = source.image(name);
      expect(image?.contentType).toBe('image/svg+xml');
      expect(image?.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(image?.body).not.toMatch(/<text|<script|<image|href=/);
    }
  });
});

describe('catalog search terms', () => {
  it('folds case and Vietnamese marks', () => {
    expect(fold('Áo HOODIE nữ đẹp')).toBe('ao hoodie nu dep');
  });

  it('splits long Chinese runs into two-character pieces and keeps short ones whole', () => {
    expect(queryTerms('卫衣')).toEqual(['卫衣']);
    expect(queryTerms('加厚卫衣')).toEqual(['加厚', '厚卫', '卫衣']);
    expect(queryTerms('  áo   hoodie, nữ ')).toEqual(['ao', 'hoodie', 'nu']);
  });
});
