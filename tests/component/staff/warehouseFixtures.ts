import type { StaffPackage } from '../../../contract/warehouse';
import { sampleParcel } from '../../fixtures/warehouse';
import { testUser } from '../renderApp';

export const warehouseUser = { ...testUser, role: 'staff' as const, duties: ['warehouse' as const] };

/** The China warehouse's sample parcel (tests/fixtures/warehouse.ts), under the name these tests use. */
export const parcel: StaffPackage = sampleParcel;

export const pageOf = (items: StaffPackage[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
