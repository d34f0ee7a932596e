import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import { dashboardSchema, staffCustomerPageSchema, staffCustomerQuerySchema, staffCustomerSchema } from '../../../contract/staff';
import { transactionQuerySchema } from '../../../contract/transactionQuery';
import { transactionPageSchema } from '../../../contract/wallet';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { idParams } from '../../params';
import type { AuthGuards } from '../../plugins/auth';
import type { WalletService } from '../wallet/wallet.service';
import { findCustomer, listCustomers } from './customers.queries';
import { dashboardCounts } from './dashboard';

/** What the console reads across areas: the dashboard's queues and the customers. */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards; wallet: WalletService }> = async (
  app,
  { db, guards, wallet },
) => {
  // Customers' details serve care (who is this?) and money (whose balance?).
  const careOrMoney = guards.requireDuty('care', 'money');

  app.get(apiPaths.staffDashboard, {
    onRequest: guards.requireStaff,
    schema: { response: { 200: dashboardSchema } },
    handler: () => dashboardCounts(db),
  });

  app.get(apiPaths.staffCustomers, {
    onRequest: careOrMoney,
    schema: { querystring: staffCustomerQuerySchema, response: { 200: staffCustomerPageSchema } },
    handler: (request) => listCustomers(db, request.query),
  });

  app.get(apiPaths.staffCustomer, {
    onRequest: careOrMoney,
    schema: { params: idParams, response: { 200: staffCustomerSchema } },
    handler: async (request) => {
      const customer = await findCustomer(db, { id: Number(request.params.id) });
      if (!customer) throw errors.userNotFound();
      return customer;
    },
  });

  app.get(apiPaths.staffCustomerTransactions, {
    onRequest: careOrMoney,
    schema: { params: idParams, querystring: transactionQuerySchema, response: { 200: transactionPageSchema } },
    handler: async (request) => {
      const userId = Number(request.params.id);
      if (!(await findCustomer(db, { id: userId }))) throw errors.userNotFound();
      return wallet.transactions({ userId, query: request.query });
    },
  });
};
