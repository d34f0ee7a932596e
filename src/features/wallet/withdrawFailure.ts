import type { RequestFailure } from '../../../machines/failure';
import { ApiError } from '../../api/errors';

/** The machine keeps failures as plain data; the form helpers read ApiErrors. */
export function apiErrorOf(failure: RequestFailure): ApiError {
  return new ApiError(failure.message, failure.status, failure.code, failure.details);
}
