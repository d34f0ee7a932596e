import { assign, setup } from 'xstate';
import type { Measure, ReceivePackageRequest, ReceivePackageResponse, StaffPackage } from '../contract/warehouse';
import { failureOf, isRefusal, type RequestFailure } from './failure';
import { providedBy } from './providedBy';

/**
 * The warehouse's scan screen (`/staff/warehouse`): a code is scanned, the parcel it names is
 * found (or not), one step is done to it, and the screen is ready for the next code at once.
 * Pure logic: finding the code, the writes and putting the cursor back in the scan box
 * (`focusScan`) are provided by src/features/staff/warehouse/useWarehouseScan.ts.
 *
 * A new code may be scanned whenever no request is running: a scanner types into the box
 * whatever the screen shows, and the next parcel must not wait for a button.
 *
 * Idempotency-Key: src/ sends a fresh key with every step; the machine keeps the key of an
 * attempt whose outcome is unknown (no answer, a server failure) while the same step with the
 * same values is retried, so a receive that did reach the server is answered, not made twice.
 */

/** What the last step did, shown (aria-live) until the next one. */
export type ScanNotice =
  { kind: 'received'; outcome: ReceivePackageResponse['outcome'] } | { kind: 'measured' } | { kind: 'photo' } | { kind: 'arrived' };

/** A write in flight or open: which step, its body (to compare a retry with), its key. */
type Attempt = { step: StepKind; body: string; idempotencyKey: string };
type StepKind = 'receive' | 'measure' | 'photo' | 'arrive';

export type WarehouseScanContext = {
  /** The code scanned last, as typed by the scanner (trimmed, upper case). */
  code: string;
  /** The parcel the code names, once found or received. */
  parcel: StaffPackage | null;
  notice: ScanNotice | null;
  error: RequestFailure | null;
  attempt: Attempt | null;
  /** A write whose outcome is unknown: its retry carries the same key. */
  openAttempt: Attempt | null;
  /** The photo to upload while `uploading`. */
  photo: Blob | null;
};

export type WarehouseScanEvent =
  /** A code from the scan box or the camera. */
  | { type: 'scan.code'; code: string }
  /** An unknown code: received at the China warehouse with its weight and size. */
  | { type: 'scan.receive'; request: ReceivePackageRequest; idempotencyKey: string }
  /** The found parcel weighed and measured again. */
  | { type: 'scan.measure'; measure: Measure; idempotencyKey: string }
  /** A photo of the found parcel. */
  | { type: 'scan.photo'; photo: Blob }
  /** The found parcel reached the Vietnam warehouse. */
  | { type: 'scan.arrive'; idempotencyKey: string }
  /** Done with this parcel (or the unknown code): back to an empty screen. */
  | { type: 'scan.clear' };

export type WarehouseScanTag = 'ready' | 'looking' | 'found' | 'unknown' | 'busy';

/** Codes on labels are upper case; a scanner in the wrong keyboard mode types lower case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export const warehouseScanMachine = setup({
  types: {
    context: {} as WarehouseScanContext,
    events: {} as WarehouseScanEvent,
    tags: {} as WarehouseScanTag,
  },
  actors: {
    /** The parcel with this package or tracking code, or null when the warehouse has none. */
    findParcel: providedBy<StaffPackage | null, { code: string }>('findParcel', 'src/features/staff/warehouse/useWarehouseScan.ts'),
    /** POST /Staff/Package/Receive. */
    receiveParcel: providedBy<ReceivePackageResponse, { request: ReceivePackageRequest; idempotencyKey: string }>(
      'receiveParcel',
      'src/features/staff/warehouse/useWarehouseScan.ts',
    ),
    /** POST /Staff/Package/:id/Measure. */
    measureParcel: providedBy<StaffPackage, { id: number; measure: Measure; idempotencyKey: string }>(
      'measureParcel',
      'src/features/staff/warehouse/useWarehouseScan.ts',
    ),
    /** POST /Staff/Package/:id/Photo (the same bytes twice add nothing, so no key). */
    uploadPhoto: providedBy<StaffPackage, { id: number; photo: Blob }>('uploadPhoto', 'src/features/staff/warehouse/useWarehouseScan.ts'),
    /** POST /Staff/Package/Move to inVietnam, this one code; resolves with the moved parcel. */
    arriveParcel: providedBy<StaffPackage, { code: string; idempotencyKey: string }>(
      'arriveParcel',
      'src/features/staff/warehouse/useWarehouseScan.ts',
    ),
  },
  actions: {
    /** Effect, provided by src/: the cursor goes back to the scan box for the next parcel. */
    focusScan: () => {},
    /** Effect, provided by src/: the parcel lists and the dashboard counts changed. */
    refreshParcels: () => {},
    startScan: assign((_, params: { code: string }) => ({
      code: normalizeCode(params.code),
      parcel: null,
      notice: null,
      error: null,
      openAttempt: null,
    })),
    recordLookup: assign((_, params: { parcel: StaffPackage | null }) => ({ parcel: params.parcel })),
    startAttempt: assign(({ context }, params: { step: StepKind; body: unknown; idempotencyKey: string }) => {
      const body = JSON.stringify(params.body);
      const open = context.openAttempt;
      const idempotencyKey = open && open.step === params.step && open.body === body ? open.idempotencyKey : params.idempotencyKey;
      return { attempt: { step: params.step, body, idempotencyKey }, error: null, notice: null };
    }),
    setPhoto: assign((_, params: { photo: Blob }) => ({ photo: params.photo, error: null, notice: null })),
    recordDone: assign((_, params: { parcel: StaffPackage; notice: ScanNotice }) => ({
      parcel: params.parcel,
      notice: params.notice,
      error: null,
      attempt: null,
      openAttempt: null,
      photo: null,
    })),
    recordFailure: assign(({ context }, params: { error: unknown }) => {
      const error = failureOf(params.error);
      // A refusal changed nothing: the next attempt is a new one. Otherwise it may have happened.
      return { error, openAttempt: isRefusal(error) ? null : context.attempt, attempt: null, photo: null };
    }),
    clear: assign({ code: '', parcel: null, notice: null, error: null, attempt: null, openAttempt: null, photo: null }),
  },
  guards: {
    isParcel: (_, params: { parcel: StaffPackage | null }) => params.parcel !== null,
    hasCode: (_, params: { code: string }) => normalizeCode(params.code) !== '',
  },
}).createMachine({
  id: 'warehouseScan',
  context: { code: '', parcel: null, notice: null, error: null, attempt: null, openAttempt: null, photo: null },
  initial: 'ready',
  states: {
    ready: {
      tags: 'ready',
      on: {
        'scan.code': {
          guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) },
          target: 'looking',
          actions: { type: 'startScan', params: ({ event }) => ({ code: event.code }) },
        },
      },
    },
    looking: {
      tags: ['looking', 'busy'],
      invoke: {
        id: 'findParcel',
        src: 'findParcel',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'isParcel', params: ({ event }) => ({ parcel: event.output }) },
            target: 'found',
            actions: [{ type: 'recordLookup', params: ({ event }) => ({ parcel: event.output }) }, 'focusScan'],
          },
          { target: 'unknown', actions: [{ type: 'recordLookup', params: { parcel: null } }] },
        ],
        onError: { target: 'ready', actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'focusScan'] },
      },
    },
    found: {
      tags: 'found',
      on: {
        'scan.code': {
          guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) },
          target: 'looking',
          actions: { type: 'startScan', params: ({ event }) => ({ code: event.code }) },
        },
        'scan.measure': {
          target: 'measuring',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ step: 'measure' as const, body: event.measure, idempotencyKey: event.idempotencyKey }),
          },
        },
        'scan.photo': { target: 'uploading', actions: { type: 'setPhoto', params: ({ event }) => ({ photo: event.photo }) } },
        'scan.arrive': {
          target: 'arriving',
          actions: {
            type: 'startAttempt',
            params: ({ event, context }) => ({ step: 'arrive' as const, body: context.parcel!.code, idempotencyKey: event.idempotencyKey }),
          },
        },
        'scan.clear': { target: 'ready', actions: ['clear', 'focusScan'] },
      },
    },
    unknown: {
      tags: 'unknown',
      on: {
        'scan.code': {
          guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) },
          target: 'looking',
          actions: { type: 'startScan', params: ({ event }) => ({ code: event.code }) },
        },
        'scan.receive': {
          target: 'receiving',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ step: 'receive' as const, body: event.request, idempotencyKey: event.idempotencyKey }),
          },
        },
        'scan.clear': { target: 'ready', actions: ['clear', 'focusScan'] },
      },
    },
    receiving: {
      tags: ['unknown', 'busy'],
      invoke: {
        id: 'receiveParcel',
        src: 'receiveParcel',
        input: ({ context }) => ({
          request: JSON.parse(context.attempt!.body) as ReceivePackageRequest,
          idempotencyKey: context.attempt!.idempotencyKey,
        }),
        onDone: {
          target: 'found',
          actions: [
            {
              type: 'recordDone',
              params: ({ event }) => ({
                parcel: event.output.package,
                notice: { kind: 'received', outcome: event.output.outcome } as const,
              }),
            },
            'refreshParcels',
            'focusScan',
          ],
        },
        onError: { target: 'unknown', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    measuring: {
      tags: ['found', 'busy'],
      invoke: {
        id: 'measureParcel',
        src: 'measureParcel',
        input: ({ context }) => ({
          id: context.parcel!.id,
          measure: JSON.parse(context.attempt!.body) as Measure,
          idempotencyKey: context.attempt!.idempotencyKey,
        }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'recordDone', params: ({ event }) => ({ parcel: event.output, notice: { kind: 'measured' } as const }) },
            'refreshParcels',
            'focusScan',
          ],
        },
        onError: { target: 'found', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      tags: ['found', 'busy'],
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => ({ id: context.parcel!.id, photo: context.photo! }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'recordDone', params: ({ event }) => ({ parcel: event.output, notice: { kind: 'photo' } as const }) },
            'refreshParcels',
            'focusScan',
          ],
        },
        onError: { target: 'found', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    arriving: {
      tags: ['found', 'busy'],
      invoke: {
        id: 'arriveParcel',
        src: 'arriveParcel',
        input: ({ context }) => ({ code: context.parcel!.code, idempotencyKey: context.attempt!.idempotencyKey }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'recordDone', params: ({ event }) => ({ parcel: event.output, notice: { kind: 'arrived' } as const }) },
            'refreshParcels',
            'focusScan',
          ],
        },
        onError: { target: 'found', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
