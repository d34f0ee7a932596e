/** API paths, relative to the base URL (`/api` on the reference server). One list for both sides. */
export const apiPaths = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgotpassword',
  resetPassword: '/auth/resetpassword',
  currentUser: '/CurrentUser',
  changePassword: '/CurrentUser/ChangePassword',
  changeInformation: '/CurrentUser/ChangeInformation',
  updateFcmToken: '/CurrentUser/UpdateFcmToken',
  pushPublicKey: '/Push/PublicKey',
} as const;
