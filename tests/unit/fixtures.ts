import type { CurrentUser } from '../../contract/user';

export const aUser: CurrentUser = {
  id: 7,
  userName: 'lan.nguyen',
  fullName: 'Nguyễn Thị Lan',
  email: 'lan@example.vn',
  phone: '+84912345678',
  role: 'customer',
  customerCode: 'MH7K2Q9',
  locale: 'vi',
  createdAt: '2026-11-01T03:00:00.000Z',
};
