import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffApiPaths } from '../../../contract/staffPaths';
import {
  staffTaobaoIntOrderPageSchema,
  staffTaobaoIntOrderQuerySchema,
  staffTaobaoIntOrderSchema,
} from '../../../contract/taobaoIntOrders';
import { recordAudit } from '../../audit/audit';
import type { Db } from '../../db/connect';
import { idParams } from '../../params';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { staffReads } from '../../plugins/staffDesk';
import type { TaobaoIntAdvance } from './taobaoIntAdvance';
import type { TaobaoIntOrders } from './taobaoIntOrders.service';

export interface StaffTaobaoIntOrdersRoutesOptions {
  db: Db;
  orders: TaobaoIntOrders;
  advance: TaobaoIntAdvance;
  guards: AuthGuards;
}

/**
 * Every customer's Taobao Global orders for purchasing staff (or an admin). Advancing plays the
 * seller and the carrier on the simulator only: on the real platform sellers ship by themselves.
 */
export const staffTaobaoIntOrdersRoutes: FastifyPluginAsyncZod<StaffTaobaoIntOrdersRoutesOptions> = async (
  app,
  { db, orders, advance, guards },
) => {
  const purchasingStaff = guards.requireDuty('purchasing');
  const desk = staffReads(app, { onRequest: purchasingStaff });

  desk.list(staffApiPaths.staffTaobaoIntOrders, {
    query: staffTaobaoIntOrderQuerySchema,
    response: staffTaobaoIntOrderPageSchema,
    list: orders.listForStaff,
  });
  desk.detail(staffApiPaths.staffTaobaoIntOrder, { response: staffTaobaoIntOrderSchema, get: orders.getForStaff });

  app.post(staffApiPaths.staffAdvanceTaobaoIntOrder, {
    onRequest: purchasingStaff,
    schema: { params: idParams, response: { 200: staffTaobaoIntOrderSchema } },
    handler: async (request) => {
      const id = Number(request.params.id);
      const { before, advanced } = await advance.advance({ id });
      const after = await orders.getForStaff({ id });
      await db.transaction((tx) =>
        recordAudit(tx, {
          actorId: authUser(request).id,
          action: 'taobaoIntOrder.advance',
          objectType: 'taobaoIntOrder',
          objectId: id,
          before: { status: before },
          after: { status: after.status, purchases: advanced },
        }),
      );
      return after;
    },
  });
};
