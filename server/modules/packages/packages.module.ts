import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import { packagePhotoRoutes } from './packagePhotos.routes';
import { packagesRoutes } from './packages.routes';
import { createPackagesService } from './packages.service';

export interface PackagesModuleDeps {
  db: Db;
  guards: AuthGuards;
}

/** The customer's parcels, the code lookup, and the parcels' photos. */
export async function registerPackagesModule(app: FastifyInstance, { db, guards }: PackagesModuleDeps): Promise<void> {
  await app.register(packagesRoutes, { prefix: '/api', service: createPackagesService({ db }), guards });
  await app.register(packagePhotoRoutes, { prefix: '/api', db });
}
