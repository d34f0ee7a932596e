import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Measure, ReceivePackageRequest, ReceivePackageResponse, StaffPackage } from '../../contract/warehouse';
import { warehouseScanMachine } from '../../machines/warehouseScan';
import { sampleParcel } from '../fixtures/warehouse';

const parcel: StaffPackage = sampleParcel;
const receiveRequest: ReceivePackageRequest = { trackingCode: 'YT999', weightGrams: 500, lengthCm: 10, widthCm: 10, heightCm: 10 };

const apiError = (status: number | null, code: string) => Object.assign(new Error(code), { status, code, details: [] });

type Answer = unknown;

/** The machine with a scripted server: each actor takes the next answer of its own list. */
function start(script: { find?: Answer[]; receive?: Answer[]; measure?: Answer[]; photo?: Answer[]; arrive?: Answer[] }) {
  const calls: Array<{ actor: string; input: unknown }> = [];
  const answer = <T, I>(actor: keyof typeof script) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push({ actor, input });
      const next = script[actor]?.shift();
      if (next instanceof Error) throw next;
      if (next === undefined) throw new Error(`no answer scripted for ${actor}`);
      return next as T;
    });
  const focusScan = vi.fn();
  const refreshParcels = vi.fn();
  const machine = warehouseScanMachine.provide({
    actors: {
      findParcel: answer<StaffPackage | null, { code: string }>('find'),
      receiveParcel: answer<ReceivePackageResponse, { request: ReceivePackageRequest; idempotencyKey: string }>('receive'),
      measureParcel: answer<StaffPackage, { id: number; measure: Measure; idempotencyKey: string }>('measure'),
      uploadPhoto: answer<StaffPackage, { id: number; photo: Blob }>('photo'),
      arriveParcel: answer<StaffPackage, { code: string; idempotencyKey: string }>('arrive'),
    },
    actions: { focusScan, refreshParcels },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, focusScan, refreshParcels, settled };
}

describe('the warehouse scan loop', () => {
  it('finds a scanned code, weighs the parcel again and is ready for the next code', async () => {
    const measured = { ...parcel, weightGrams: 1500 };
    const { actor, calls, focusScan, refreshParcels, settled } = start({ find: [parcel, null], measure: [measured] });

    actor.send({ type: 'scan.code', code: '  yt123456789 ' });
    expect(actor.getSnapshot().hasTag('looking')).toBe(true);
    await settled();
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.code).toBe('YT123456789');
    expect(calls[0]).toEqual({ actor: 'find', input: { code: 'YT123456789' } });
    expect(focusScan).toHaveBeenCalledTimes(1);

    const measure = { weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 10 };
    actor.send({ type: 'scan.measure', measure, idempotencyKey: 'key-1' });
    await settled();
    expect(calls[1]).toEqual({ actor: 'measure', input: { id: 7, measure, idempotencyKey: 'key-1' } });
    expect(actor.getSnapshot().context.parcel).toEqual(measured);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'measured' });
    expect(refreshParcels).toHaveBeenCalledTimes(1);
    expect(focusScan).toHaveBeenCalledTimes(2);

    // The next parcel is scanned straight away, without closing this one.
    actor.send({ type: 'scan.code', code: 'PK404' });
    await settled();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.parcel).toBeNull();
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('ignores an empty scan', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'scan.code', code: '   ' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
  });

  it('receives an unknown code and says how it was matched', async () => {
    const answer: ReceivePackageResponse = { outcome: 'unclaimed', package: { ...parcel, userId: null, customerCode: null, order: null } };
    const { actor, calls, settled } = start({ find: [null], receive: [answer] });
    actor.send({ type: 'scan.code', code: 'YT999' });
    await settled();
    expect(actor.getSnapshot().value).toBe('unknown');

    actor.send({ type: 'scan.receive', request: receiveRequest, idempotencyKey: 'key-r' });
    await settled();
    expect(calls[1]).toEqual({ actor: 'receive', input: { request: receiveRequest, idempotencyKey: 'key-r' } });
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'received', outcome: 'unclaimed' });
    expect(actor.getSnapshot().context.parcel?.id).toBe(7);
  });

  it('retries a receive whose outcome is unknown with the same key, and a refused one with a new key', async () => {
    const answer: ReceivePackageResponse = { outcome: 'matched', package: parcel };
    const { actor, calls, settled } = start({
      find: [null],
      receive: [apiError(null, 'network-request-failed'), apiError(400, 'validation-failed'), answer],
    });
    actor.send({ type: 'scan.code', code: 'YT999' });
    await settled();

    actor.send({ type: 'scan.receive', request: receiveRequest, idempotencyKey: 'key-1' });
    await settled();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.error?.code).toBe('network-request-failed');

    actor.send({ type: 'scan.receive', request: receiveRequest, idempotencyKey: 'key-2' });
    await settled();
    expect((calls[2]!.input as { idempotencyKey: string }).idempotencyKey).toBe('key-1');
    expect(actor.getSnapshot().context.error?.code).toBe('validation-failed');

    actor.send({ type: 'scan.receive', request: receiveRequest, idempotencyKey: 'key-3' });
    await settled();
    expect((calls[3]!.input as { idempotencyKey: string }).idempotencyKey).toBe('key-3');
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'received', outcome: 'matched' });
  });

  it('sends a changed request after an unknown outcome under a new key', async () => {
    const { actor, calls, settled } = start({ find: [parcel], measure: [apiError(503, 'unavailable'), parcel] });
    actor.send({ type: 'scan.code', code: 'PK0007' });
    await settled();
    actor.send({ type: 'scan.measure', measure: { weightGrams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }, idempotencyKey: 'a' });
    await settled();
    actor.send({ type: 'scan.measure', measure: { weightGrams: 2, lengthCm: 1, widthCm: 1, heightCm: 1 }, idempotencyKey: 'b' });
    await settled();
    expect((calls[2]!.input as { idempotencyKey: string }).idempotencyKey).toBe('b');
  });

  it('uploads a photo and marks an arrival in Vietnam by the package code', async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const withPhoto = { ...parcel, status: 'inTransit' as const, photos: ['/api/Package/Photo/abc'] };
    const { actor, calls, settled } = start({
      find: [{ ...parcel, status: 'inTransit' }],
      photo: [withPhoto],
      arrive: [{ ...withPhoto, status: 'inVietnam' }],
    });
    actor.send({ type: 'scan.code', code: 'YT123456789' });
    await settled();
    actor.send({ type: 'scan.photo', photo });
    await settled();
    expect(calls[1]).toEqual({ actor: 'photo', input: { id: 7, photo } });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'photo' });

    actor.send({ type: 'scan.arrive', idempotencyKey: 'k' });
    await settled();
    expect(calls[2]).toEqual({ actor: 'arrive', input: { code: 'PK0007', idempotencyKey: 'k' } });
    expect(actor.getSnapshot().context.parcel?.status).toBe('inVietnam');
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'arrived' });
  });

  it('keeps the parcel on screen with the refusal when a step fails', async () => {
    const { actor, settled, refreshParcels } = start({ find: [parcel], measure: [apiError(409, 'invalid-transition')] });
    actor.send({ type: 'scan.code', code: 'PK0007' });
    await settled();
    actor.send({ type: 'scan.measure', measure: { weightGrams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }, idempotencyKey: 'a' });
    await settled();
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.parcel).toEqual(parcel);
    expect(actor.getSnapshot().context.error?.code).toBe('invalid-transition');
    expect(refreshParcels).not.toHaveBeenCalled();
  });

  it('goes back to ready when the lookup fails, and clears on request', async () => {
    const { actor, settled } = start({ find: [apiError(null, 'timeout'), parcel] });
    actor.send({ type: 'scan.code', code: 'PK0007' });
    await settled();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
    actor.send({ type: 'scan.code', code: 'PK0007' });
    await settled();
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'scan.clear' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.parcel).toBeNull();
  });
});
