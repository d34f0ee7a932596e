import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { staffApiPaths } from '../../../contract/staffPaths';
import {
  matchPackageRequestSchema,
  measurePackageRequestSchema,
  movePackagesRequestSchema,
  movePackagesResponseSchema,
  receivePackageRequestSchema,
  receivePackageResponseSchema,
  staffPackagePageSchema,
  staffPackageQuerySchema,
  staffPackageSchema,
} from '../../../contract/warehouse';
import { staffDesk } from '../../plugins/staffDesk';
import type { WarehouseService } from './warehouse.service';

export interface WarehouseRoutesOptions extends MoneyRouteDeps {
  service: WarehouseService;
}

/**
 * Warehouse work (staff with the warehouse duty, or an admin). Every write runs in `idempotency.run`: a scan retried
 * after a lost answer must make one package, not two, and the rest cost nothing to guard.
 */
export const warehouseRoutes: FastifyPluginAsyncZod<WarehouseRoutesOptions> = async (app, { service, idempotency, guards }) => {
  const desk = staffDesk(app, { onRequest: guards.requireDuty('warehouse'), idempotency });

  desk.photo(staffApiPaths.staffPackagePhoto, { response: staffPackageSchema, add: service.addPhoto });
  desk.list(staffApiPaths.staffPackages, { query: staffPackageQuerySchema, response: staffPackagePageSchema, list: service.list });

  desk.write(staffApiPaths.staffReceivePackage, {
    body: receivePackageRequestSchema,
    response: receivePackageResponseSchema,
    status: 201,
    write: (tx, { staffId, body }) => service.receive(tx, { staffId, request: body }),
    audit: (received, { body }) => [
      {
        action: 'package.receive',
        objectType: 'package',
        objectId: received.package.id,
        after: { outcome: received.outcome, status: received.package.status, input: body },
      },
    ],
  });

  desk.move(staffApiPaths.staffMeasurePackage, {
    body: measurePackageRequestSchema,
    response: staffPackageSchema,
    move: (tx, { id, body }) => service.measure(tx, { id, request: body }),
    audit: { action: 'package.measure', objectType: 'package' },
  });

  desk.move(staffApiPaths.staffMatchPackage, {
    body: matchPackageRequestSchema,
    response: staffPackageSchema,
    move: (tx, { id, staffId, body }) => service.match(tx, { staffId, id, request: body }),
    audit: { action: 'package.match', objectType: 'package' },
  });

  desk.write(staffApiPaths.staffMovePackages, {
    body: movePackagesRequestSchema,
    response: movePackagesResponseSchema,
    status: 200,
    write: (tx, { staffId, body }) => service.move(tx, { staffId, request: body }),
    audit: (moved) =>
      moved.packages.map((parcel) => ({
        action: 'package.move',
        objectType: 'package',
        objectId: parcel.id,
        after: { status: parcel.status },
      })),
  });
};
