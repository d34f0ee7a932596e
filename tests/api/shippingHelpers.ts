import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Consignment, CreateConsignmentRequest } from '../../contract/consignment';
import type { Measure, MovePackagesRequest, ReceivePackageRequest, ReceivePackageResponse, StaffPackage } from '../../contract/warehouse';
import { answered } from './helpers';
import type { Actor, WalletKit } from './walletHelpers';

/**
 * Consignment and warehouse helpers over a wallet kit: the customer's /OrderShipping and the
 * staff's /Staff/Package, with the happy paths most shipping tests (and delivery's) start from.
 */

let serial = 0;

/** A tracking code no other test uses: `SF` + time + a counter + random hex, upper case, 8–30 characters. */
export function newTrackingCode(prefix = 'SF'): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}${randomBytes(2).toString('hex')}`.toUpperCase();
}

/** The example parcel of docs/domain.md: 50×40×30 cm and 6 kg, i.e. 10 kg volumetric at divisor 6,000. */
export const bulkyParcel: Measure = { weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 };

/** A create body for these codes: hn / normal, no services, unless overridden. */
export function consignmentRequest(trackingCodes: string[], overrides: Partial<CreateConsignmentRequest> = {}): CreateConsignmentRequest {
  return {
    trackingCodes,
    goods: 'Áo khoác nữ, 3 chiếc',
    declaredValueVnd: 1_000_000,
    warehouse: 'hn',
    line: 'normal',
    services: { crate: false, insurance: false },
    ...overrides,
  };
}

export function shippingKit(k: WalletKit) {
  // ── The customer's consignments ──

  const consign = (token: string, body: CreateConsignmentRequest | Record<string, unknown>, key: string = randomUUID()) =>
    k.post('/OrderShipping', token, body, key);

  async function consigned(token: string, body: CreateConsignmentRequest): Promise<Consignment> {
    return answered<Consignment>(consign(token, body), 201);
  }

  async function consignment(token: string, id: number): Promise<Consignment> {
    return answered<Consignment>(k.get(`/OrderShipping/${id}`, token), 200);
  }

  const cancel = (token: string, id: number) => k.post(`/OrderShipping/${id}/Cancel`, token);

  // ── The warehouse ──

  /** A parcel scanned in China under `trackingCode`, the bulky example one unless measured otherwise. */
  const receive = (staffToken: string, body: Partial<ReceivePackageRequest> & { trackingCode: string }, key: string = randomUUID()) =>
    k.post('/Staff/Package/Receive', staffToken, { ...bulkyParcel, ...body }, key);

  async function received(
    staffToken: string,
    body: Partial<ReceivePackageRequest> & { trackingCode: string },
  ): Promise<ReceivePackageResponse> {
    return answered<ReceivePackageResponse>(receive(staffToken, body), 201);
  }

  const measure = (staffToken: string, packageId: number, body: Measure & { note?: string }) =>
    k.post(`/Staff/Package/${packageId}/Measure`, staffToken, body);

  const match = (staffToken: string, packageId: number, consignmentId: number) =>
    k.post(`/Staff/Package/${packageId}/Match`, staffToken, { consignmentId });

  const move = (staffToken: string, body: MovePackagesRequest) => k.post('/Staff/Package/Move', staffToken, body);

  /** Package codes moved one step (`inTransit` out of China, `inVietnam` into Vietnam); answers them. */
  async function moved(staffToken: string, codes: string[], to: MovePackagesRequest['to']): Promise<StaffPackage[]> {
    return (await answered<{ packages: StaffPackage[] }>(move(staffToken, { codes, to }), 200)).packages;
  }

  /**
   * A consignment of `customer` with one parcel per measure, each under its own tracking code,
   * consigned then scanned in China (so matched on receipt): the order at `arrivedChina`.
   */
  async function consignmentInChina(
    customer: Actor,
    staffToken: string,
    { parcels = [bulkyParcel], overrides = {} }: { parcels?: Measure[]; overrides?: Partial<CreateConsignmentRequest> } = {},
  ): Promise<{ consignment: Consignment; packages: StaffPackage[] }> {
    const codes = parcels.map(() => newTrackingCode());
    const made = await consigned(customer.token, consignmentRequest(codes, overrides));
    const packages: StaffPackage[] = [];
    for (const [index, parcel] of parcels.entries()) {
      const scan = await received(staffToken, { trackingCode: codes[index]!, ...parcel });
      expect(scan.outcome).toBe('matched');
      packages.push(scan.package);
    }
    return { consignment: await consignment(customer.token, made.id), packages };
  }

  /** As `consignmentInChina`, then carried to Vietnam: its parcels wait for delivery (`inVietnam`), the order `awaitingDelivery`. */
  async function consignmentInVietnam(
    customer: Actor,
    staffToken: string,
    options: Parameters<typeof consignmentInChina>[2] = {},
  ): Promise<{ consignment: Consignment; packages: StaffPackage[] }> {
    const { consignment: made, packages } = await consignmentInChina(customer, staffToken, options);
    await moved(
      staffToken,
      packages.map((p) => p.code),
      'inTransit',
    );
    const arrived = await moved(
      staffToken,
      packages.map((p) => p.code),
      'inVietnam',
    );
    return { consignment: await consignment(customer.token, made.id), packages: arrived };
  }

  return {
    consign,
    consigned,
    consignment,
    cancel,
    receive,
    received,
    measure,
    match,
    move,
    moved,
    consignmentInChina,
    consignmentInVietnam,
  };
}
