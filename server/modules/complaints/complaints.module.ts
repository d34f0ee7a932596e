import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contract/paths';
import { complaintPhotos } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { complaintRoutes } from './complaints.routes';
import { createComplaintService } from './complaints.service';
import { staffComplaintRoutes } from './staffComplaints.routes';

/** Complaints (/OrderComplaint): the customer's complaints about received goods, and care staff's work on them. */
export async function registerComplaintModule(app: FastifyInstance, { db, now, guards, idempotency }: MoneyModuleDeps): Promise<void> {
  const complaints = createComplaintService({ db, now });
  await app.register(complaintRoutes, { prefix: '/api', complaints, idempotency, guards });
  await app.register(staffComplaintRoutes, { prefix: '/api', complaints, idempotency, guards });
  await app.register(
    async (scope) => {
      // A complaint's picture by its token, for the <img> of its owner's and staff's pages.
      photoRoute(scope, apiPaths.complaintPhotoFile, { db, table: complaintPhotos });
    },
    { prefix: '/api' },
  );
}
