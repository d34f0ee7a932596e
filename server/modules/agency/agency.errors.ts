import { AppError } from '../../errors';

export const customerHasAgency = () => new AppError(409, 'customer-has-agency');
export const invitePending = () => new AppError(409, 'invite-pending');
export const inviteClosed = () => new AppError(409, 'invite-closed');
export const agencyHasCustomers = () => new AppError(409, 'agency-has-customers');
