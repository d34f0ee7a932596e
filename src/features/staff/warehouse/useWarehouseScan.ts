import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { warehouseScanMachine } from '../../../../machines/warehouseScan';
import { useApi } from '../../../api/ApiProvider';
import {
  findPackageByCode,
  measurePackage,
  movePackages,
  receivePackage,
  refreshWarehouse,
  uploadPackagePhoto,
} from '../../../api/staffWarehouse';

export type WarehouseScan = ActorRefFrom<typeof warehouseScanMachine>;

/** The scan loop with its effects: the warehouse's endpoints, the tables' refresh, the cursor back in the scan box. */
export function useWarehouseScan(focusScan: () => void): WarehouseScan {
  const api = useApi();
  const queryClient = useQueryClient();
  return useActorRef(
    warehouseScanMachine.provide({
      actors: {
        findParcel: fromPromise(({ input }) => findPackageByCode(api, input.code)),
        receiveParcel: fromPromise(({ input }) => receivePackage(api, input.request, input.idempotencyKey)),
        measureParcel: fromPromise(({ input }) => measurePackage(api, input.id, input.measure, input.idempotencyKey)),
        uploadPhoto: fromPromise(({ input }) => uploadPackagePhoto(api, input.id, input.photo)),
        arriveParcel: fromPromise(async ({ input }) => {
          const { packages } = await movePackages(api, { codes: [input.code], to: 'inVietnam' }, input.idempotencyKey);
          const moved = packages.find((parcel) => parcel.code === input.code);
          if (!moved) throw new Error(`the move answered without ${input.code}`);
          return moved;
        }),
      },
      actions: {
        // After React shows the new step, so the box is there and enabled.
        focusScan: () => void setTimeout(focusScan, 0),
        refreshParcels: () => refreshWarehouse(queryClient),
      },
    }),
  );
}
