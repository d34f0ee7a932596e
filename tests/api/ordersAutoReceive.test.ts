import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsSchema } from '../../contract/settings';
import type { Product } from '../../contract/products';
import { settingsVersions } from '../../server/db/schema';
import { createAutoReceive } from '../../server/modules/orders/autoReceive';
import { createOrderMovesService } from '../../server/modules/orders/orderMoves.service';
import { currentSettings } from '../../server/modules/settings/settings.store';
import { databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { useWalletApp } from './walletHelpers';

const [product] = productsFromShops(1) as [Product];
const DAY = 24 * 60 * 60 * 1000;

/** "Đã nhận hàng" (received): confirmed by the customer, or automatically after a configured number of days. */
describe.each(databases())('orders received automatically on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  async function delivering() {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    const moves: Record<string, unknown>[] = [
      { to: 'purchasing' },
      { to: 'purchased', invoiceCodes: ['HD1'], domesticShippingFen: 0 },
      { to: 'sellerShipped', trackingCodes: ['YT1'] },
      { to: 'arrivedChina', packages: [{ weightGrams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 }] },
      { to: 'inTransit' },
      { to: 'arrivedVietnam' },
      { to: 'awaitingDelivery' },
      { to: 'delivering' },
    ];
    for (const move of moves) await o.moved(staff().token, order.id, move);
    return { customer, order };
  }

  /** Runs the sweep as the server's hourly timer does, `days` from now, then puts the clock back. */
  async function sweepAfter(days: number): Promise<number> {
    const { clock, database } = t();
    clock.advance(days * DAY);
    try {
      return await createAutoReceive({ db: database.db, now: clock.now, moves: createOrderMovesService({ now: clock.now }) }).run();
    } finally {
      clock.advance(-days * DAY);
    }
  }

  it('marks an unconfirmed delivery received after the configured days, once, with a note on the timeline', async () => {
    const { customer, order } = await delivering();
    expect(await sweepAfter(6.9)).toBe(0);
    expect((await o.order(customer.token, order.id)).status).toBe('delivering');

    expect(await sweepAfter(7)).toBe(1);
    const received = await o.order(customer.token, order.id);
    expect(received.status).toBe('received');
    expect(received.packages.map((p) => p.status)).toEqual(['delivered']);
    expect(received.events.at(-1)?.note).toBe('Tự động xác nhận đã nhận hàng sau 7 ngày kể từ khi giao');
    expect(await sweepAfter(30)).toBe(0);
    await k.expectBooksBalanced(customer.id);
  });

  it('follows the settings in force, and leaves orders the customer confirmed', async () => {
    await k.setSettings((settings) => {
      settings.orders.autoReceiveDays = 2;
    });
    const confirmed = await delivering();
    const waiting = await delivering();
    const response = await k.post(`/OrderOrdering/${confirmed.order.id}/ConfirmReceipt`, confirmed.customer.token, {}, 'confirm-1');
    expect(response.statusCode, response.body).toBe(200);

    expect(await sweepAfter(2)).toBe(1);
    expect((await o.order(waiting.customer.token, waiting.order.id)).status).toBe('received');
    const events = (await o.order(confirmed.customer.token, confirmed.order.id)).events;
    expect(events.filter((event) => event.status === 'received')).toHaveLength(1);
    expect(events.at(-1)?.note).toBeNull();
  });

  it('reads a settings version saved before the rule existed with the default', async () => {
    const { database } = t();
    const { orders: _dropped, ...older } = structuredClone(defaultSettings);
    const [latest] = await database.db
      .select({ version: settingsVersions.version })
      .from(settingsVersions)
      .orderBy(settingsVersions.version);
    const version = 1000 + (latest?.version ?? 0);
    await database.db.insert(settingsVersions).values({ version, data: older as typeof defaultSettings, note: 'before orders rules' });
    const stored = await currentSettings(database.db);
    expect(stored.version).toBe(version);
    expect(stored.settings.orders).toEqual({ autoReceiveDays: 7 });
    expect(settingsSchema.parse(older).orders.autoReceiveDays).toBe(7);
    await database.db.delete(settingsVersions).where(eq(settingsVersions.version, version));
  });
});
