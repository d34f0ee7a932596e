/** API paths, relative to the base URL (`/api` on the reference server). One list for both sides. */
export const apiPaths = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgotpassword',
  resetPassword: '/auth/resetpassword',
  refresh: '/auth/refresh',
  reauthenticate: '/auth/reauthenticate',
  currentUser: '/CurrentUser',
  changePassword: '/CurrentUser/ChangePassword',
  changeInformation: '/CurrentUser/ChangeInformation',
  updateFcmToken: '/CurrentUser/UpdateFcmToken',
  pushPublicKey: '/Push/PublicKey',
  /** `:id` is the user's numeric id. */
  adminDisableUser: '/Admin/Users/:id/Disable',
  adminEnableUser: '/Admin/Users/:id/Enable',
} as const;
