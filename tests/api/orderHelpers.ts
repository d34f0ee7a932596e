import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChosenProperty } from '../../contract/cart';
import { depositVnd, goodsVnd, purchaseFeeVnd, type GoodsItem } from '../../contract/fees';
import type { CheckoutQuote, CheckoutRequest, CreateOrdersResponse, Order, StaffOrderMove } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { FeePolicy } from '../../contract/publicSettings';
import { addresses, buyOrders, cartItems } from '../../server/db/schema';
import { wardsOf } from '../../server/modules/addresses/adminUnits';
import { defaultCatalog } from '../../server/modules/products/catalog/catalogSource';
import { answered } from './helpers';
import type { WalletKit } from './walletHelpers';

/** Retail products (no 1688 tiers) from `count` different shops of the built-in catalog. */
export function productsFromShops(count: number): Product[] {
  const seen = new Set<string>();
  const picked: Product[] = [];
  for (const { product } of defaultCatalog().entries) {
    const shop = `${product.site}:${product.shop.id}`;
    if (product.priceTiers.length > 0 || product.skus.length < 2 || seen.has(shop)) continue;
    seen.add(shop);
    picked.push(product);
    if (picked.length === count) return picked;
  }
  throw new Error(`the catalog has fewer than ${count} retail shops`);
}

/** A 1688 product: its unit price depends on the quantity (price tiers). */
export function wholesaleProduct(): Product {
  const entry = defaultCatalog().entries.find(({ product }) => product.priceTiers.length > 0 && product.skus.length > 0);
  if (!entry) throw new Error('the catalog has no 1688 product');
  return entry.product;
}

/** The SKU's chosen values as the cart copies them. */
function chosenProperties(product: Product, valueIds: readonly string[]): ChosenProperty[] {
  return product.properties.map((property, index) => {
    const value = property.values.find((candidate) => candidate.id === valueIds[index]);
    return { name: property.name, nameVi: property.nameVi, value: value?.name ?? '', valueVi: value?.nameVi ?? null };
  });
}

/**
 * Order-test helpers over a wallet kit: cart lines and addresses put straight into the database
 * (the cart and address APIs are not what these tests are about), and the orders API.
 */
export function orderKit(k: WalletKit) {
  /** A cart line for the product's `sku`-th SKU; answers its id. */
  async function cartLine(userId: number, product: Product, { sku = 0, quantity = 1, note = '' } = {}): Promise<number> {
    const chosen = product.skus[sku];
    const [row] = await k.db
      .insert(cartItems)
      .values({
        userId,
        site: product.site,
        itemId: product.itemId,
        skuId: chosen?.skuId ?? '',
        title: product.title,
        titleVi: product.titleVi,
        imageUrl: product.images[0] ?? '',
        shop: product.shop,
        properties: chosen ? chosenProperties(product, chosen.valueIds) : [],
        skuPriceFen: chosen?.priceFen ?? product.priceFen,
        priceTiers: product.priceTiers,
        minQuantity: product.minQuantity,
        quantity,
        note,
      })
      .returning({ id: cartItems.id });
    if (!row) throw new Error('inserting a cart line returned no row');
    return row.id;
  }

  async function cartIds(userId: number): Promise<number[]> {
    const rows = await k.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id);
    return rows.map((row) => row.id);
  }

  /** An address in Hà Nội (province 01) at its first ward; answers its id. */
  async function address(userId: number): Promise<number> {
    const ward = wardsOf('01')?.[0];
    if (!ward) throw new Error('Hà Nội has no wards in the data');
    const [row] = await k.db
      .insert(addresses)
      .values({
        userId,
        receiverName: 'Nguyễn Văn An',
        phone: '+84912345678',
        provinceCode: '01',
        wardCode: ward.code,
        street: '12 Lê Lợi',
        isDefault: false,
      })
      .returning({ id: addresses.id });
    if (!row) throw new Error('inserting an address returned no row');
    return row.id;
  }

  const checkout = (cartItemIds: number[], addressId: number, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    cartItemIds,
    addressId,
    services: { counting: false, crate: false, insurance: false },
    warehouse: 'hn',
    line: 'normal',
    ...overrides,
  });

  async function quote(token: string, body: CheckoutRequest): Promise<CheckoutQuote> {
    return answered<CheckoutQuote>(k.post('/OrderOrdering/Quote', token, body), 200);
  }

  const create = (token: string, body: CheckoutRequest, expectedDepositVnd: number, key: string = randomUUID()) =>
    k.post('/OrderOrdering', token, { ...body, expectedDepositVnd }, key);

  /** Quote, then order at the quoted deposit: the happy path most tests start from. */
  async function placeOrders(token: string, body: CheckoutRequest): Promise<Order[]> {
    const { depositVnd: deposit } = await quote(token, body);
    return (await answered<CreateOrdersResponse>(create(token, body, deposit), 201)).orders;
  }

  /** A customer with money, an address and one line of `product` ordered: the order it makes. */
  async function orderedBy(
    customer: { id: number; token: string },
    lines: Array<{ product: Product; sku?: number; quantity?: number }>,
    overrides: Partial<CheckoutRequest> = {},
  ): Promise<Order> {
    const ids = [];
    for (const line of lines) ids.push(await cartLine(customer.id, line.product, line));
    const [order] = await placeOrders(customer.token, checkout(ids, await address(customer.id), overrides));
    if (!order) throw new Error('no order was made');
    return order;
  }

  const move = (staffToken: string, id: number, body: StaffOrderMove | Record<string, unknown>, key?: string) =>
    k.post(`/Staff/OrderOrdering/${id}/Status`, staffToken, body, key);

  async function moved(staffToken: string, id: number, body: StaffOrderMove | Record<string, unknown>): Promise<Order> {
    return answered<Order>(move(staffToken, id, body, randomUUID()), 200);
  }

  async function order(token: string, id: number): Promise<Order> {
    return answered<Order>(k.get(`/OrderOrdering/${id}`, token), 200);
  }

  async function orderCount(userId: number): Promise<number> {
    return (await k.db.select({ id: buyOrders.id }).from(buyOrders).where(eq(buyOrders.userId, userId))).length;
  }

  return { cartLine, cartIds, address, checkout, quote, create, placeOrders, orderedBy, move, moved, order, orderCount };
}

/** The SKU price of a retail product's `sku`-th SKU, in fen. */
export const skuPrice = (product: Product, sku = 0) => product.skus[sku]?.priceFen ?? product.priceFen;

/** The deposit of goods at a rate and policy, from contract/fees.ts's own pieces. */
export function expectedDeposit(items: readonly GoodsItem[], rateVndPerCny: number, policy: FeePolicy): number {
  const goods = goodsVnd(items, rateVndPerCny);
  return depositVnd(goods, purchaseFeeVnd(goods, policy), policy);
}
