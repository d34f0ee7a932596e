import { describe, expect, it } from 'vitest';
import {
  nextAdvanceStep,
  offeredAdvanceStep,
  refundRule,
  refundStatusOf,
  statusFromPurchases,
  type PurchaseStage,
} from '../../../server/modules/taobaoIntOrders/taobaoIntRules';

const DAY = 24 * 3600_000;
const stage = (state: PurchaseStage['state'], extra: Partial<PurchaseStage> = {}): PurchaseStage => ({
  state,
  everPaid: state !== 'awaitingPayment' && state !== 'creating' && state !== null,
  arrived: false,
  ...extra,
});

describe("a Taobao Global order's status from its purchase orders", () => {
  it('is where the least advanced open purchase order is', () => {
    expect(statusFromPurchases('paying', [stage('awaitingShipment'), stage('shipped')])).toBe('awaitingShipment');
    expect(statusFromPurchases('awaitingShipment', [stage('shipped'), stage('finished')])).toBe('shipping');
    expect(statusFromPurchases('shipping', [stage('finished'), stage('shipped', { arrived: true })])).toBe('received');
    // A closed purchase order does not hold the others back.
    expect(statusFromPurchases('awaitingShipment', [stage('shipped'), stage('closed', { everPaid: true })])).toBe('shipping');
  });

  it('never goes back, and ends once every purchase order is closed', () => {
    expect(statusFromPurchases('paying', [stage('awaitingPayment')])).toBe('paying');
    expect(statusFromPurchases('shipping', [stage('awaitingShipment')])).toBe('shipping');
    expect(statusFromPurchases('paying', [stage('closed', { everPaid: false }), stage('closed', { everPaid: false })])).toBe('payFailed');
    expect(statusFromPurchases('shipping', [stage('closed', { everPaid: true }), stage('closed', { everPaid: false })])).toBe('cancelled');
    expect(statusFromPurchases('received', [stage('closed', { everPaid: true })])).toBe('received');
    expect(statusFromPurchases('payFailed', [stage('shipped')])).toBe('payFailed');
    expect(statusFromPurchases('awaitingPayment', [])).toBe('awaitingPayment');
  });
});

describe('what a refund request of a line may be', () => {
  const now = new Date('2026-03-10T05:00:00Z');
  const rules = { refundWindowDays: 7, now };

  it('is a refund before shipment and a return within the window after', () => {
    expect(refundRule({ state: 'awaitingShipment', shippedAt: null }, rules)).toEqual({ allowed: true, kind: 'refund', until: null });
    const shippedAt = new Date(now.getTime() - 7 * DAY);
    expect(refundRule({ state: 'shipped', shippedAt }, rules)).toEqual({ allowed: true, kind: 'returnAndRefund', until: now });
    expect(refundRule({ state: 'finished', shippedAt }, rules)).toMatchObject({ allowed: true, kind: 'returnAndRefund' });
  });

  it('is refused past the window with the moment it closed, and before payment or once closed', () => {
    const shippedAt = new Date(now.getTime() - 7 * DAY - 1);
    expect(refundRule({ state: 'shipped', shippedAt }, rules)).toEqual({
      allowed: false,
      reason: 'window-closed',
      closedAt: new Date(now.getTime() - 1),
    });
    expect(refundRule({ state: 'awaitingPayment', shippedAt: null }, rules)).toEqual({ allowed: false, reason: 'not-bought' });
    expect(refundRule(null, rules)).toEqual({ allowed: false, reason: 'not-bought' });
    expect(refundRule({ state: 'closed', shippedAt: null }, rules)).toEqual({ allowed: false, reason: 'closed' });
  });

  it("reads the platform's refund states in ours", () => {
    expect(
      ['requested', 'awaitingReturn', 'returned', 'refunded', 'refused', 'closed', null].map((state) => refundStatusOf(state as never)),
    ).toEqual(['requested', 'accepted', 'accepted', 'refunded', 'refused', 'refused', null]);
  });
});

describe("the simulator's advance", () => {
  const states = (...list: Array<PurchaseStage['state']>) => list.map((state) => ({ state }));

  it('ships paid purchase orders before it delivers shipped ones, and has nothing to do past them', () => {
    expect(nextAdvanceStep(states('shipped', 'awaitingShipment'))).toBe('ship');
    expect(nextAdvanceStep(states('shipped', 'finished'))).toBe('finish');
    expect(nextAdvanceStep(states('finished', 'closed'))).toBeNull();
    expect(nextAdvanceStep(states('awaitingPayment', 'creating', null))).toBeNull();
  });

  it('offers to ship an order the platform is completing payment for, since the advance syncs it first', () => {
    expect(offeredAdvanceStep('paying', states('awaitingPayment'))).toBe('ship');
    expect(offeredAdvanceStep('awaitingPayment', states('awaitingPayment'))).toBeNull();
    expect(offeredAdvanceStep('received', states('shipped'))).toBe('finish');
  });
});
