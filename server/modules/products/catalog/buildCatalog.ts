import { createHash } from 'node:crypto';
import { apiPaths, pathWith } from '../../../../contract/paths';
import type { ProductSite } from '../../../../contract/productLinks';
import type { PriceTier, Product, ProductProperty, Shop, Sku } from '../../../../contract/products';
import type { Axis, AxisValue } from './data/axes';
import { categories, type BaseProduct, type Category, type Pair } from './data/categories';
import { colours, type ColourKey } from './data/colours';
import { shops } from './data/shops';
import { drawPictogram, type IconName } from './pictograms';
import { createRandom, type Random } from './random';

export interface CatalogEntry {
  product: Product;
  /** The category's search words (卫衣, áo hoodie…), matched like the titles. */
  words: readonly string[];
}

export interface Catalog {
  entries: readonly CatalogEntry[];
  /** Image name → SVG text. Names carry a hash of the picture, so they can be cached forever. */
  images: ReadonlyMap<string, string>;
}

/** Changing the seed changes every id: links customers saved would stop working. */
export const CATALOG_SEED = 20_251_122;
const VARIANTS_PER_BASE = 3;
const sites: readonly ProductSite[] = ['taobao', 'tmall', '1688', 'pinduoduo'];

/** How a site's prices compare with Taobao's for the same goods. */
const priceFactor: Record<ProductSite, number> = { taobao: 1, tmall: 1.25, '1688': 0.55, pinduoduo: 0.75 };

const COLOUR_PID = '1627207';
const colourKeys = Object.keys(colours) as ColourKey[];

/**
 * The catalog that ships with the server: every category × base product × 3 sites, generated from
 * the curated tables in ./data with a seeded generator, so ids, prices and stocks are the same on
 * every start and machine.
 */
export function buildCatalog(seed = CATALOG_SEED): Catalog {
  const random = createRandom(seed);
  const images = new Map<string, string>();
  const usedIds = new Set<string>();
  const shopIds = shops.map(() => random.digits(random.pick([9, 10])));

  const imageUrl = (icon: IconName, hex: string, variant: number): string => {
    const svg = drawPictogram(icon, hex, variant);
    const name = `${icon}-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
    images.set(name, svg);
    return `/api${pathWith(apiPaths.productImage, { name })}`;
  };

  const entries: CatalogEntry[] = [];
  categories.forEach((category, categoryIndex) => {
    category.bases.forEach((base, baseIndex) => {
      // A tag the title already says ("大容量…大容量") would read as a copy-paste slip.
      const fitting = category.tags.filter((tag) => !base.zh.includes(tag.zh) && !base.vi.toLowerCase().includes(tag.vi.toLowerCase()));
      const tags = random.sample(fitting, VARIANTS_PER_BASE);
      for (let variant = 0; variant < VARIANTS_PER_BASE; variant += 1) {
        const site = sites[(categoryIndex + baseIndex + variant) % sites.length] as ProductSite;
        const tag = tags[variant] ?? null;
        const product = makeProduct({ random, category, base, site, tag, usedIds, shopIds, imageUrl });
        entries.push({ product, words: category.words });
      }
    });
  });
  return { entries, images };
}

interface MakeProductInput {
  random: Random;
  category: Category;
  base: BaseProduct;
  site: ProductSite;
  tag: Pair | null;
  usedIds: Set<string>;
  shopIds: readonly string[];
  imageUrl: (icon: IconName, hex: string, variant: number) => string;
}

function makeProduct({ random, category, base, site, tag, usedIds, shopIds, imageUrl }: MakeProductInput): Product {
  const itemId = newItemId(random, site, usedIds);
  const { shop, city } = pickShop(random, site, category, shopIds);
  const lead = category.leads.length > 0 ? random.pick(category.leads) : null;
  const { title, titleVi } = titles(random, site, base, tag, lead);
  const wholesale = site === '1688';

  const colourChoices = base.colours ?? category.colours;
  const chosenColours =
    colourChoices.length === 0
      ? []
      : random.shuffle(random.sample(colourChoices, random.int(Math.min(2, colourChoices.length), Math.min(5, colourChoices.length))));
  const axis = base.axis !== undefined ? base.axis : category.axis;
  const axisValues = axis ? pickAxisValues(random, axis, wholesale) : [];

  const baseFen = retailFen(random.int(base.price[0] * 100, base.price[1] * 100) * priceFactor[site]);
  const properties: ProductProperty[] = [];
  if (chosenColours.length > 0) {
    properties.push({
      id: COLOUR_PID,
      name: '颜色分类',
      nameVi: 'Màu sắc',
      values: chosenColours.map((key) => ({
        id: String(3_232_480 + colourKeys.indexOf(key)),
        name: colours[key].zh,
        nameVi: colours[key].vi,
        imageUrl: imageUrl(category.icon, colours[key].hex, 0),
      })),
    });
  }
  if (axis && axisValues.length > 0) {
    properties.push({
      id: axis.pid,
      name: axis.name,
      nameVi: axis.nameVi,
      values: axisValues.map(({ value, index }) => ({ id: String(28_314 + index), name: value.zh, nameVi: value.vi, imageUrl: null })),
    });
  }

  const priceTiers = wholesale ? tiersFrom(random, baseFen, random.pick(category.wholesaleMin)) : [];
  const skus = makeSkus(random, properties, axisValues, baseFen, priceTiers, site);
  const prices = skus.length > 0 ? skus.map((sku) => sku.priceFen) : [priceTiers[0]?.priceFen ?? baseFen];
  const stock =
    skus.length > 0 ? skus.reduce((sum, sku) => sum + sku.stock, 0) : random.int(wholesale ? 2000 : 50, wholesale ? 50_000 : 3000);

  const hexes =
    chosenColours.length > 0 ? chosenColours.map((key) => colours[key].hex) : [random.pick(['#3b7dd8', '#4f9a5c', '#ef8a3a', '#8a63b8'])];
  const images = [0, 1, 2].map((variant) => imageUrl(category.icon, hexes[variant % hexes.length] as string, variant));

  return {
    site,
    itemId,
    title,
    titleVi,
    images,
    shop,
    priceFen: Math.min(...prices),
    priceMaxFen: Math.max(...prices),
    priceTiers,
    minQuantity: priceTiers[0]?.minQuantity ?? 1,
    properties,
    skus,
    stock,
    sales: salesFor(random, site),
    // Invented goods: an item id on the real site would name somebody else's product.
    url: null,
    description: [
      `Chất liệu: ${random.pick(category.materials)}`,
      `Gửi hàng từ: ${city}, Trung Quốc`,
      ...(wholesale ? [`Đặt tối thiểu ${priceTiers[0]?.minQuantity} sản phẩm; mua càng nhiều giá sỉ càng rẻ`] : []),
    ],
  };
}

/** Item ids as long as the sites' current ones: 12 digits, Pinduoduo 11 or 12. */
function newItemId(random: Random, site: ProductSite, used: Set<string>): string {
  for (;;) {
    const id = site === 'pinduoduo' ? random.digits(random.pick([11, 12]), '3456') : random.digits(12, site === '1688' ? '678' : '5678');
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function pickShop(random: Random, site: ProductSite, category: Category, shopIds: readonly string[]): { shop: Shop; city: string } {
  const fitting = shops.flatMap((shop, index) => (shop.site === site && shop.kinds.includes(category.kind) ? [index] : []));
  if (fitting.length === 0) throw new Error(`no ${site} shop sells ${category.kind}`);
  const index = random.pick(fitting);
  const shop = shops[index] as (typeof shops)[number];
  return { shop: { id: shopIds[index] as string, name: shop.name, nameVi: shop.nameVi }, city: shop.city };
}

/** Titles as the sites write them: Pinduoduo's subsidy tag, 1688's factory words. */
function titles(random: Random, site: ProductSite, base: BaseProduct, tag: Pair | null, lead: Pair | null) {
  const subsidy = site === 'pinduoduo' && random.chance(0.5);
  const factory =
    site === '1688'
      ? random.pick([
          { zh: '厂家直销', vi: 'giá xưởng' },
          { zh: '批发', vi: 'bán sỉ' },
          { zh: '源头工厂', vi: 'hàng tận xưởng' },
        ])
      : null;
  const title = `${subsidy ? '【百亿补贴】' : ''}${lead?.zh ?? ''}${tag?.zh ?? ''}${base.zh}${factory?.zh ?? ''}`;
  const titleVi = [base.vi, tag?.vi, lead?.vi, factory?.vi, subsidy ? 'hàng trợ giá' : undefined].filter(Boolean).join(', ');
  return { title, titleVi };
}

/**
 * Sizes come as a run (a shop stocks S–XL, or M–3XL), phone models as a handful, specs all.
 * A 1688 offer priced by quantity has one price per tier for every SKU, so only the values that
 * cost about the same stay (size surcharges are ignored; a bigger set is another offer).
 */
function pickAxisValues(random: Random, axis: Axis, wholesale: boolean): Array<{ value: AxisValue; index: number }> {
  const indexed = axis.values.map((value, index) => ({ value, index }));
  const usable = wholesale ? indexed.filter(({ value }) => value.deltaFen <= 500) : indexed;
  if (axis.pid === '20509' || axis.pid === '20549') {
    const length = random.int(Math.min(3, usable.length), usable.length);
    const start = random.int(0, usable.length - length);
    return usable.slice(start, start + length);
  }
  if (axis.pid === '122216515') return random.sample(usable, random.int(4, Math.min(8, usable.length)));
  return usable;
}

/** Prices end the way shop prices do: ¥59.90, ¥68.00, ¥45.80, ¥29.99. */
function retailFen(fen: number): number {
  const yuan = Math.max(1, Math.floor(fen / 100));
  const ending = [0, 80, 90, 90, 99][Math.floor(fen) % 5] as number;
  return yuan * 100 + ending;
}

/** 2–3 tiers from the minimum order: each larger quantity a little cheaper. */
function tiersFrom(random: Random, baseFen: number, minQuantity: number): PriceTier[] {
  const second = minQuantity * random.pick([10, 20]);
  const tiers: PriceTier[] = [
    { minQuantity, priceFen: baseFen },
    { minQuantity: second, priceFen: Math.round((baseFen * 0.92) / 10) * 10 },
  ];
  if (random.chance(0.6)) tiers.push({ minQuantity: second * 5, priceFen: Math.round((baseFen * 0.85) / 10) * 10 });
  return tiers.filter((tier, index) => index === 0 || tier.priceFen < (tiers[index - 1] as PriceTier).priceFen);
}

function makeSkus(
  random: Random,
  properties: readonly ProductProperty[],
  axisValues: ReadonlyArray<{ value: AxisValue }>,
  baseFen: number,
  tiers: readonly PriceTier[],
  site: ProductSite,
): Sku[] {
  if (properties.length === 0) return [];
  const combinations = properties.reduce<string[][]>(
    (acc, property) => acc.flatMap((ids) => property.values.map((value) => [...ids, value.id])),
    [[]],
  );
  const axisProperty = properties.find((property) => property.id !== COLOUR_PID);
  const skuPrefix = site === '1688' ? '4' : site === 'pinduoduo' ? '1' : '5';
  return combinations.map((valueIds) => {
    const axisIndex = axisProperty ? axisProperty.values.findIndex((value) => valueIds.includes(value.id)) : -1;
    const delta = axisIndex >= 0 ? (axisValues[axisIndex]?.value.deltaFen ?? 0) * priceFactor[site] : 0;
    const priceFen = tiers[0]?.priceFen ?? retailFen(baseFen + delta);
    return {
      skuId: random.digits(13, skuPrefix),
      valueIds,
      priceFen,
      stock: random.chance(0.1) ? 0 : random.int(site === '1688' ? 500 : 5, site === '1688' ? 20_000 : 1500),
    };
  });
}

function salesFor(random: Random, site: ProductSite): number {
  // Sales spread over orders of magnitude; Pinduoduo's best sellers count in hundreds of thousands.
  const [low, high] = ({ taobao: [1.3, 4.2], tmall: [2, 4.8], '1688': [1.5, 4.5], pinduoduo: [2.5, 5.3] } as const)[site];
  const raw = 10 ** (low + random.next() * (high - low));
  return raw > 1000 ? Math.round(raw / 100) * 100 : Math.round(raw);
}
