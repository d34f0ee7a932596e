import type { AxiosInstance } from 'axios';
import { tokenResponseSchema } from '../../contract/auth';
import { apiPaths } from '../../contract/paths';
import {
  currentUserSchema,
  okResponseSchema,
  type ChangeInformationRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
} from '../../contract/user';

/** The shared client state key of the signed-in user (the product's `current-user`). */
export const currentUserKey = ['current-user'] as const;

export async function getCurrentUser(api: AxiosInstance) {
  return currentUserSchema.parse((await api.get(apiPaths.currentUser)).data);
}

export async function changeInformation(api: AxiosInstance, body: ChangeInformationRequest) {
  return currentUserSchema.parse((await api.put(apiPaths.changeInformation, body)).data);
}

/** Answers a fresh token: the password change signs out every other device. */
export async function changePassword(api: AxiosInstance, body: ChangePasswordRequest) {
  return tokenResponseSchema.parse((await api.put(apiPaths.changePassword, body)).data);
}

/** Closes the account for good (the server refuses while money or goods are in play). */
export async function deleteAccount(api: AxiosInstance, body: DeleteAccountRequest) {
  await api.delete(apiPaths.currentUser, { data: body });
}

export async function updateFcmToken(api: AxiosInstance, token: string) {
  return okResponseSchema.parse((await api.post(apiPaths.updateFcmToken, { token })).data);
}
