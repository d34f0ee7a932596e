import { bankImportWalk } from './machineWalks/bankImport';
import { chatOutboxWalk } from './machineWalks/chatOutbox';
import { buildUpdateWalk } from './machineWalks/buildUpdate';
import { checkoutWalk } from './machineWalks/checkout';
import { counterWalk } from './machineWalks/counter';
import { deliveryWalk } from './machineWalks/delivery';
import { pobWalk } from './machineWalks/pob';
import { pwaWalk } from './machineWalks/pwa';
import { rechargeWalk } from './machineWalks/recharge';
import { sessionWalk } from './machineWalks/session';
import { splashWalk } from './machineWalks/splash';
import { taobaoIntWalk } from './machineWalks/taobaoInt';
import type { MachineEntry } from './machineWalks/walk';
import { warehouseScanWalk } from './machineWalks/warehouseScan';
import { withdrawWalk } from './machineWalks/withdraw';

/**
 * Every machine of the app with its walk (scripts/machineWalks/). `npm run docs:machines`
 * (docs/machines.md) and tests/unit/machines/paths.test.ts read this list, so a machine added
 * here is documented and its paths tested without touching either.
 *
 * To add a machine: give each of its invokes an `id`, write its walk with
 * `describeMachine({ ... })` in scripts/machineWalks/<machine>.ts, list it here, run
 * `npm run docs:machines`.
 */
export const machineCatalog: readonly MachineEntry[] = [
  sessionWalk,
  counterWalk,
  pwaWalk,
  buildUpdateWalk,
  withdrawWalk,
  rechargeWalk,
  checkoutWalk,
  deliveryWalk,
  warehouseScanWalk,
  bankImportWalk,
  pobWalk,
  taobaoIntWalk,
  chatOutboxWalk,
  splashWalk,
];
