import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Product } from '../../contract/products';
import type { TaobaoAccount } from '../../contract/taobaoGlobal';
import type { CreateTaobaoIntOrderRequest, TaobaoIntOrder, TaobaoIntQuote, TaobaoIntRenderRequest } from '../../contract/taobaoIntOrders';
import { createDataCipher } from '../../server/crypto/dataCipher';
import { ledgerEntries } from '../../server/db/schema';
import { defaultCatalog } from '../../server/modules/products/catalog/catalogSource';
import { createSimulatorClient } from '../../server/modules/taobaoGlobal/client/simulator/simulatorClient';
import type { TaobaoGlobalClient } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';
import { createTokenKeeper } from '../../server/modules/taobaoGlobal/usableToken';
import { createTaobaoIntPlatform } from '../../server/modules/taobaoIntOrders/taobaoIntPlatform';
import { answered, type TestApp } from './helpers';
import type { Actor, WalletKit } from './walletHelpers';

const DAY = 24 * 3600_000;

/** Taobao products of the built-in catalog with a SKU in stock, each from a different shop: what the simulator sells at catalog prices. */
export function taobaoProducts(count: number): Array<{ product: Product; skuId: string; priceFen: number }> {
  const picked: Array<{ product: Product; skuId: string; priceFen: number }> = [];
  const shops = new Set<string>();
  for (const { product } of defaultCatalog().entries) {
    if (product.site !== 'taobao' || shops.has(product.shop.name)) continue;
    const sku = product.skus.find((candidate) => candidate.stock > 0);
    if (!sku) continue;
    shops.add(product.shop.name);
    picked.push({ product, skuId: sku.skuId, priceFen: sku.priceFen });
    if (picked.length === count) return picked;
  }
  throw new Error(`the catalog has fewer than ${count} Taobao shops with goods in stock`);
}

/** A silent logger for the platform work the tests run themselves. */
const quiet = { warn: () => {}, error: () => {} };

/**
 * Taobao Global order helpers bound to one app: linking an account, rendering and ordering through
 * the API, and the background sync run on demand over the same database and clock (the test app
 * runs with TAOBAO_GLOBAL_SYNC_SECONDS=0). `client` is the platform the sync talks to: the
 * simulator over the test's database unless the suite gives another.
 */
export function taobaoIntKit(k: WalletKit, t: () => TestApp, options: { client?: () => TaobaoGlobalClient } = {}) {
  const simulator = () => createSimulatorClient({ db: t().database.db, now: t().clock.now });

  /** The sync's work as one server process does it, talking to `client` (the suite's platform unless given). */
  function platform(client: TaobaoGlobalClient = options.client?.() ?? simulator()) {
    const { database, clock, config } = t();
    const tokens = createTokenKeeper({ client, cipher: createDataCipher(config.dataKeys), now: clock.now });
    return createTaobaoIntPlatform({ db: database.db, now: clock.now, taobaoGlobal: { client, tokens }, log: quiet });
  }

  /** Links a platform account with a fresh token valid for a week. */
  async function link(actor: Actor, accountName = `acct${randomBytes(3).toString('hex')}`): Promise<TaobaoAccount> {
    const expiresAt = new Date(t().clock.now().getTime() + 7 * DAY).toISOString();
    const accessToken = `tok${randomBytes(16).toString('hex')}`;
    return answered<TaobaoAccount>(k.post('/TaobaoIntToken', actor.token, { accountName, accessToken, expiresAt }), 201);
  }

  /** A request for `quantity` of each product's in-stock SKU, to the Hà Nội warehouse on the normal line. */
  function request(goods: ReadonlyArray<{ product: Product; skuId: string }>, quantity = 1): TaobaoIntRenderRequest {
    return {
      goods: goods.map(({ product, skuId }) => ({ site: 'taobao' as const, itemId: product.itemId, skuId, quantity })),
      warehouse: 'hn',
      line: 'normal',
    };
  }

  const render = (actor: Actor, body: TaobaoIntRenderRequest) => k.post('/TaobaoIntOrder/Render', actor.token, body);
  const quoted = (actor: Actor, body: TaobaoIntRenderRequest) => answered<TaobaoIntQuote>(render(actor, body), 200);
  const create = (actor: Actor, body: CreateTaobaoIntOrderRequest, key: string = randomUUID()) =>
    k.post('/TaobaoIntOrder', actor.token, body, key);

  /** Renders, then orders at the total rendered. */
  async function ordered(actor: Actor, body: TaobaoIntRenderRequest): Promise<TaobaoIntOrder> {
    const quote = await quoted(actor, body);
    return answered<TaobaoIntOrder>(create(actor, { ...body, expectedTotalVnd: quote.totalVnd }), 201);
  }

  const order = (actor: Actor, id: number) => answered<TaobaoIntOrder>(k.get(`/TaobaoIntOrder/${id}`, actor.token), 200);

  /** The sync's work on one order now, as the background loop would do when it is due. */
  const sync = (id: number) => platform().syncNow(id);

  /** The customer's ledger entries caused by the order, oldest first. */
  async function entriesOf(orderId: number) {
    const rows = await k.db.select().from(ledgerEntries).where(eq(ledgerEntries.causeId, orderId)).orderBy(ledgerEntries.id);
    return rows.filter((row) => row.causeType === 'taobaoInt').map((row) => ({ type: row.type, amountVnd: row.amountVnd }));
  }

  /** A customer with money and a linked account. */
  async function buyer(staffToken: string, amountVnd = 50_000_000): Promise<Actor> {
    const actor = await k.customer();
    await k.fund(staffToken, actor.id, amountVnd);
    await link(actor);
    return actor;
  }

  /** The order moved by the sync to where the platform has it, checked. */
  async function synced(actor: Actor, id: number, status: TaobaoIntOrder['status']): Promise<TaobaoIntOrder> {
    await sync(id);
    const current = await order(actor, id);
    expect(current.status).toBe(status);
    return current;
  }

  return { simulator, platform, link, request, render, quoted, create, ordered, order, sync, synced, entriesOf, buyer };
}
