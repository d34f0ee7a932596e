import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathWith } from '../../../contract/paths';
import { staffApiPaths } from '../../../contract/staffPaths';
import {
  dashboardSchema,
  exportKinds,
  exportQuerySchema,
  staffCustomerPageSchema,
  staffCustomerQuerySchema,
  staffCustomerSchema,
} from '../../../contract/staff';
import { z } from 'zod/mini';
import { transactionQuerySchema } from '../../../contract/transactionQuery';
import { transactionPageSchema } from '../../../contract/ledger';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { idParams } from '../../params';
import type { AuthGuards } from '../../plugins/auth';
import type { WalletService } from '../wallet/wallet.service';
import { findCustomer, listCustomers } from './customers.queries';
import { dashboardCounts } from './dashboard';
import { exportCsv } from './exports';

/** What the console reads across areas: the dashboard's queues, the customers, the accountants' CSV files. */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards; wallet: WalletService }> = async (
  app,
  { db, guards, wallet },
) => {
  // Customers' details serve care (who is this?) and money (whose balance?).
  const careOrMoney = guards.requireDuty('care', 'money');

  // Documents the answer as a text/csv file; the handler sends the CSV text as it is.
  const csvFileSchema = z.string().check(z.meta({ description: 'CSV, UTF-8 with BOM' }));
  // Who may export what: the duty that owns those records (admins all).
  const exportDuty = { orders: 'purchasing', transactions: 'money', packages: 'warehouse' } as const;
  for (const kind of exportKinds) {
    app.get(pathWith(staffApiPaths.staffExport, { kind }), {
      onRequest: guards.requireDuty(exportDuty[kind]),
      // The answer is the CSV file itself (text/csv), not JSON.
      schema: { querystring: exportQuerySchema, produces: ['text/csv'], response: { 200: csvFileSchema } },
      handler: async (request, reply) => {
        const { from, to } = request.query;
        const csv = await exportCsv(db, kind, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${from}-${to}.csv"`)
          .send(csv);
      },
    });
  }

  app.get(staffApiPaths.staffDashboard, {
    onRequest: guards.requireStaff,
    schema: { response: { 200: dashboardSchema } },
    handler: () => dashboardCounts(db),
  });

  app.get(staffApiPaths.staffCustomers, {
    onRequest: careOrMoney,
    schema: { querystring: staffCustomerQuerySchema, response: { 200: staffCustomerPageSchema } },
    handler: (request) => listCustomers(db, request.query),
  });

  app.get(staffApiPaths.staffCustomer, {
    onRequest: careOrMoney,
    schema: { params: idParams, response: { 200: staffCustomerSchema } },
    handler: async (request) => {
      const customer = await findCustomer(db, { id: Number(request.params.id) });
      if (!customer) throw errors.userNotFound();
      return customer;
    },
  });

  app.get(staffApiPaths.staffCustomerTransactions, {
    onRequest: careOrMoney,
    schema: { params: idParams, querystring: transactionQuerySchema, response: { 200: transactionPageSchema } },
    handler: async (request) => {
      const userId = Number(request.params.id);
      if (!(await findCustomer(db, { id: userId }))) throw errors.userNotFound();
      return wallet.transactions({ userId, query: request.query });
    },
  });
};
