import { AppError } from '../../errors';

export const settingsVersionConflict = () => new AppError(409, 'settings-version-conflict');
