import { recordAudit } from '../../audit/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
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
import { staffPhotoRoute } from '../../plugins/staffPhotoRoute';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { staffMoveRoute } from '../../plugins/staffMoveRoute';
import type { WarehouseService } from './warehouse.service';

export interface WarehouseRoutesOptions {
  service: WarehouseService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * Warehouse work (staff with the warehouse duty, or an admin). Every write runs in `idempotency.run`: a scan retried
 * after a lost answer must make one package, not two, and the rest cost nothing to guard.
 */
export const warehouseRoutes: FastifyPluginAsyncZod<WarehouseRoutesOptions> = async (app, { service, idempotency, guards }) => {
  const warehouseStaff = guards.requireDuty('warehouse');
  const idempotent = idempotentForCaller(idempotency);

  staffPhotoRoute(app, staffApiPaths.staffPackagePhoto, { onRequest: warehouseStaff, response: staffPackageSchema, add: service.addPhoto });

  app.get(staffApiPaths.staffPackages, {
    onRequest: warehouseStaff,
    schema: { querystring: staffPackageQuerySchema, response: { 200: staffPackagePageSchema } },
    handler: (request) => service.list(request.query),
  });

  app.post(staffApiPaths.staffReceivePackage, {
    onRequest: warehouseStaff,
    schema: { headers: idempotencyHeadersSchema, body: receivePackageRequestSchema, response: { 201: receivePackageResponseSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 201, async (tx, staffId) => {
        const received = await service.receive(tx, { staffId, request: request.body });
        await recordAudit(tx, {
          actorId: staffId,
          action: 'package.receive',
          objectType: 'package',
          objectId: received.package.id,
          after: { outcome: received.outcome, status: received.package.status, input: request.body },
        });
        return received;
      }),
  });

  staffMoveRoute(app, staffApiPaths.staffMeasurePackage, {
    onRequest: warehouseStaff,
    idempotent,
    body: measurePackageRequestSchema,
    response: staffPackageSchema,
    move: (tx, { id, body }) => service.measure(tx, { id, request: body }),
    audit: { action: 'package.measure', objectType: 'package' },
  });

  staffMoveRoute(app, staffApiPaths.staffMatchPackage, {
    onRequest: warehouseStaff,
    idempotent,
    body: matchPackageRequestSchema,
    response: staffPackageSchema,
    move: (tx, { id, staffId, body }) => service.match(tx, { staffId, id, request: body }),
    audit: { action: 'package.match', objectType: 'package' },
  });

  app.post(staffApiPaths.staffMovePackages, {
    onRequest: warehouseStaff,
    schema: { headers: idempotencyHeadersSchema, body: movePackagesRequestSchema, response: { 200: movePackagesResponseSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, async (tx, staffId) => {
        const moved = await service.move(tx, { staffId, request: request.body });
        for (const parcel of moved.packages) {
          await recordAudit(tx, {
            actorId: staffId,
            action: 'package.move',
            objectType: 'package',
            objectId: parcel.id,
            after: { status: parcel.status },
          });
        }
        return moved;
      }),
  });
};
