import type { StaffPackage } from '../../../contract/warehouse';
import { testUser } from '../renderApp';

export const warehouseUser = { ...testUser, role: 'staff' as const, duties: ['warehouse' as const] };

export const parcel: StaffPackage = {
  id: 7,
  code: 'PK0007',
  trackingCode: 'YT123456789',
  weightGrams: 1200,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  volumetricGrams: 1000,
  chargeableGrams: 1200,
  status: 'inChina',
  photos: [],
  createdAt: '2026-11-01T03:00:00.000Z',
  userId: 3,
  customerCode: 'MH7K2Q9',
  labelCustomerCode: null,
  order: { kind: 'shipping', id: 12, code: 'KG0012' },
};

export const pageOf = (items: StaffPackage[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
