import { and, eq, exists, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { openTaobaoIntOrderStatuses } from '../../../contract/taobaoIntOrderStatus';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/connect';
import {
  addresses,
  buyOrders,
  cartItems,
  deliveryRequests,
  packages,
  passwordResetCodes,
  pobRefunds,
  pobRequests,
  pushTokens,
  shippingOrders,
  taobaoGlobalAccounts,
  taobaoIntOrders,
  taobaoIntRefunds,
  users,
  wallets,
} from '../../db/schema';
import { revokeAllSessions } from '../sessions/sessions.queries';

/** What still keeps an account open: money in the wallet, work in progress, goods in a warehouse. */
export async function accountInPlay(tx: Tx, { userId }: { userId: number }): Promise<'balance' | 'open' | 'goods' | undefined> {
  const [wallet] = await tx.select({ balanceVnd: wallets.balanceVnd }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (wallet && wallet.balanceVnd !== 0) return 'balance';
  const [order] = await tx
    .select({ id: buyOrders.id })
    .from(buyOrders)
    .where(and(eq(buyOrders.userId, userId), notInArray(buyOrders.status, ['received', 'cancelled', 'outOfStock', 'lost'])))
    .limit(1);
  const [shipment] = await tx
    .select({ id: shippingOrders.id })
    .from(shippingOrders)
    .where(and(eq(shippingOrders.userId, userId), notInArray(shippingOrders.status, ['received', 'cancelled'])))
    .limit(1);
  const [delivery] = await tx
    .select({ id: deliveryRequests.id })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.userId, userId), inArray(deliveryRequests.status, ['requested', 'processing'])))
    .limit(1);
  // A pay-on-behalf request not paid or closed yet holds the customer's money; so does a refund asked.
  const [pob] = await tx
    .select({ id: pobRequests.id })
    .from(pobRequests)
    .where(and(eq(pobRequests.userId, userId), inArray(pobRequests.status, ['pending', 'processing'])))
    .limit(1);
  const [refund] = await tx
    .select({ id: pobRefunds.id })
    .from(pobRefunds)
    .where(and(eq(pobRefunds.userId, userId), eq(pobRefunds.status, 'pending')))
    .limit(1);
  // A Taobao Global order still followed on the platform, or with a refund not settled, may still move money.
  const [bought] = await tx
    .select({ id: taobaoIntOrders.id })
    .from(taobaoIntOrders)
    .where(
      and(
        eq(taobaoIntOrders.userId, userId),
        or(
          inArray(taobaoIntOrders.status, [...openTaobaoIntOrderStatuses]),
          exists(
            tx
              .select({ id: taobaoIntRefunds.id })
              .from(taobaoIntRefunds)
              .where(and(eq(taobaoIntRefunds.orderId, taobaoIntOrders.id), inArray(taobaoIntRefunds.status, ['requested', 'accepted']))),
          ),
        ),
      ),
    )
    .limit(1);
  if (order || shipment || delivery || pob || refund || bought) return 'open';
  const [parcel] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.userId, userId), ne(packages.status, 'delivered')))
    .limit(1);
  return parcel ? 'goods' : undefined;
}

/**
 * Closes the account and erases who the person was: name, user name, e-mail and phone become
 * placeholders (so they can be registered again), the password can never match, addresses, cart,
 * push subscriptions, reset codes and linked Taobao Global accounts (their tokens) go, every
 * session ends. The ledger, orders and parcels stay,
 * as accounting must keep them, tied to the same id and customer code, which name nobody.
 */
export async function eraseAccount(tx: Tx, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await tx
    .update(users)
    .set({
      userName: `deleted-${userId}`,
      fullName: '',
      email: `deleted-${userId}@deleted.invalid`,
      phone: null,
      passwordHash: `deleted:${randomBytes(16).toString('hex')}`,
      disabledAt: now,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(pushTokens).where(eq(pushTokens.userId, userId));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await tx.delete(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.userId, userId));
  await revokeAllSessions(tx, { userId, now });
}
