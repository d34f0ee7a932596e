/** API paths, relative to the base URL (`/api` on the reference server). One list for both sides. */
export const apiPaths = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgotpassword',
  resetPassword: '/auth/resetpassword',
  refresh: '/auth/refresh',
  reauthenticate: '/auth/reauthenticate',
  /** POST: ends this session; its tokens, refresh included, stop working at once. */
  logout: '/auth/logout',
  /** POST: ends every session of the account, on every device. */
  logoutAll: '/auth/logoutall',
  currentUser: '/CurrentUser',
  changePassword: '/CurrentUser/ChangePassword',
  changeInformation: '/CurrentUser/ChangeInformation',
  updateFcmToken: '/CurrentUser/UpdateFcmToken',
  pushPublicKey: '/Push/PublicKey',
  /** GET ?q&role&page&pageSize: accounts; POST: a new staff, agency or customer account. */
  adminUsers: '/Admin/Users',
  /** `:id` is the user's numeric id. GET: one account; PUT: its role and duties. */
  adminUser: '/Admin/Users/:id',
  adminDisableUser: '/Admin/Users/:id/Disable',
  adminEnableUser: '/Admin/Users/:id/Enable',
  adminSettings: '/Admin/Settings',
  adminSettingsHistory: '/Admin/Settings/History',
  publicSettings: '/Settings/Public',
  /** GET ?q&site&sort&page&pageSize: search. */
  products: '/ChinaWebProduct',
  /** `:key` is `{site}-{itemId}` (contract/productLinks.ts productPath), as in the app's route. */
  product: '/ChinaWebProduct/:key',
  parseProductLink: '/ChinaWebProduct/ParseLink',
  /** Images of the built-in catalog, served by this server. */
  productImage: '/ChinaWebProduct/Image/:name',
  cart: '/ShoppingCart',
  cartItem: '/ShoppingCart/:id',
  cartSelect: '/ShoppingCart/Select',
  addresses: '/Address',
  address: '/Address/:id',
  setDefaultAddress: '/Address/:id/SetDefault',
  provinces: '/Address/Provinces',
  /** `:code` is a province code from `provinces`. */
  wards: '/Address/Provinces/:code/Wards',
  orders: '/OrderOrdering',
  orderQuote: '/OrderOrdering/Quote',
  order: '/OrderOrdering/:id',
  cancelOrder: '/OrderOrdering/:id/Cancel',
  confirmOrderReceipt: '/OrderOrdering/:id/ConfirmReceipt',
  /** GET: the count of each queue of waiting work. */
  staffDashboard: '/Staff/Dashboard',
  /** GET ?page&actor&object&objectId&from&to: the audit log, newest first. */
  staffAudit: '/Staff/Audit',
  /** GET ?from&to → text/csv; `:kind` is one of contract/staff.ts exportKinds. */
  staffExport: '/Staff/Export/:kind',
  /** GET ?q&page&pageSize: customers and agencies with their balances. */
  staffCustomers: '/Staff/Customer',
  /** GET: one customer with balance and open orders. */
  staffCustomer: '/Staff/Customer/:id',
  /** GET ?page&pageSize: one customer's ledger. */
  staffCustomerTransactions: '/Staff/Customer/:id/Transaction',
  staffOrders: '/Staff/OrderOrdering',
  /** GET: one order of any customer, in full, with whose it is. */
  staffOrder: '/Staff/OrderOrdering/:id',
  staffMoveOrder: '/Staff/OrderOrdering/:id/Status',
  packages: '/Package',
  packageLookup: '/Package/Lookup',
  consignments: '/OrderShipping',
  consignment: '/OrderShipping/:id',
  cancelConsignment: '/OrderShipping/:id/Cancel',
  deliveries: '/Delivery',
  deliveryQuote: '/Delivery/Quote',
  /** GET: the caller's packages a new request can carry (in a Vietnam warehouse, in no open request). */
  deliverablePackages: '/Delivery/Packages',
  delivery: '/Delivery/:id',
  cancelDelivery: '/Delivery/:id/Cancel',
  staffPackages: '/Staff/Package',
  staffReceivePackage: '/Staff/Package/Receive',
  staffMovePackages: '/Staff/Package/Move',
  staffMeasurePackage: '/Staff/Package/:id/Measure',
  staffMatchPackage: '/Staff/Package/:id/Match',
  staffPackagePhoto: '/Staff/Package/:id/Photo',
  /** A parcel's photo; `:token` is unguessable, so an <img> can show it without a bearer token. */
  packagePhoto: '/Package/Photo/:token',
  staffDeliveries: '/Staff/Delivery',
  /** GET: one delivery request of any customer, as a row of the staff list. */
  staffDelivery: '/Staff/Delivery/:id',
  staffHandOverDelivery: '/Staff/Delivery/:id/HandOver',
  staffCompleteDelivery: '/Staff/Delivery/:id/Complete',
  wallet: '/Wallet',
  recharges: '/Wallet/Recharge',
  recharge: '/Wallet/Recharge/:id',
  withdrawals: '/Wallet/Withdraw',
  withdrawal: '/Wallet/Withdraw/:id',
  cancelWithdrawal: '/Wallet/Withdraw/:id/Cancel',
  withdrawalProof: '/Wallet/WithdrawProof/:token',
  transactions: '/Transaction',
  transaction: '/Transaction/:id',
  staffBankTransfers: '/Staff/BankTransfer',
  staffPreviewBankTransfers: '/Staff/BankTransfer/Preview',
  staffRecharges: '/Staff/Recharge',
  staffConfirmRecharge: '/Staff/Recharge/:id/Confirm',
  staffWithdrawals: '/Staff/Withdraw',
  staffCompleteWithdrawal: '/Staff/Withdraw/:id/Complete',
  staffRejectWithdrawal: '/Staff/Withdraw/:id/Reject',
  staffWithdrawalProof: '/Staff/Withdraw/:id/Proof',
  /** `:userId` is the customer's numeric id. */
  staffAdjustWallet: '/Staff/Wallet/:userId/Adjust',
  /** GET: the caller's linked Taobao Global accounts (never their tokens); POST: link one, or renew a link of the same name. */
  taobaoIntTokens: '/TaobaoIntToken',
  taobaoIntToken: '/TaobaoIntToken/:id',
  setDefaultTaobaoIntToken: '/TaobaoIntToken/:id/Default',
  /** POST: prices goods through the person's linked account (the quote of an order). */
  taobaoIntOrderRender: '/TaobaoIntOrder/Render',
  /** GET: the caller's Taobao Global orders; POST: order and pay (Idempotency-Key). */
  taobaoIntOrders: '/TaobaoIntOrder',
  taobaoIntOrder: '/TaobaoIntOrder/:id',
  /** GET: the caller's refund requests; POST: ask a refund of one line. */
  taobaoIntRefunds: '/TaobaoIntOrder/Refund',
  staffTaobaoIntOrders: '/Staff/TaobaoIntOrder',
  staffTaobaoIntOrder: '/Staff/TaobaoIntOrder/:id',
  /** POST: the simulator moves the order's purchase orders one step (only with TAOBAO_GLOBAL_SOURCE=simulator). */
  staffAdvanceTaobaoIntOrder: '/Staff/TaobaoIntOrder/:id/Advance',
} as const;

/** Fills `:name` placeholders: `pathWith(apiPaths.recharge, { id: 5 })` → `/Wallet/Recharge/5`. */
export function pathWith(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
