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
  /** A parcel's photo; `:token` is unguessable, so an <img> can show it without a bearer token. */
  packagePhoto: '/Package/Photo/:token',
  wallet: '/Wallet',
  recharges: '/Wallet/Recharge',
  recharge: '/Wallet/Recharge/:id',
  withdrawals: '/Wallet/Withdraw',
  withdrawal: '/Wallet/Withdraw/:id',
  cancelWithdrawal: '/Wallet/Withdraw/:id/Cancel',
  withdrawalProof: '/Wallet/WithdrawProof/:token',
  transactions: '/Transaction',
  transaction: '/Transaction/:id',
  /** GET: the caller's linked Taobao Global accounts (never their tokens); POST: link one, or renew a link of the same name. */
  taobaoIntTokens: '/TaobaoIntToken',
  taobaoIntToken: '/TaobaoIntToken/:id',
  setDefaultTaobaoIntToken: '/TaobaoIntToken/:id/Default',
  /** Pay on behalf (thanh toán hộ). POST: the figures before paying; nothing is written. */
  pobQuote: '/OrderPob/Quote',
  /** GET ?status&q&page&pageSize; POST (Idempotency-Key required): a new request, paid from the wallet. */
  pobs: '/OrderPob',
  pob: '/OrderPob/:id',
  cancelPob: '/OrderPob/:id/Cancel',
  /** GET ?status&pobId&page&pageSize: the caller's refunds; POST: ask for one on a paid request. */
  pobRefunds: '/OrderPob/Refund',
  /** POST: a picture for the caller's pending refund request (contract/photos.ts). */
  pobRefundPhoto: '/OrderPob/Refund/:id/Photo',
  /** A refund request's picture; `:token` is unguessable, so an <img> can show it without a bearer token. */
  pobRefundPhotoFile: '/OrderPob/RefundPhoto/:token',
  /** POST: prices goods through the person's linked account (the quote of an order). */
  taobaoIntOrderRender: '/TaobaoIntOrder/Render',
  /** GET: the caller's Taobao Global orders; POST: order and pay (Idempotency-Key). */
  taobaoIntOrders: '/TaobaoIntOrder',
  taobaoIntOrder: '/TaobaoIntOrder/:id',
  /** GET: the caller's refund requests; POST: ask a refund of one line. */
  taobaoIntRefunds: '/TaobaoIntOrder/Refund',
  /** GET ?status&q&page&pageSize: the caller's complaints; POST: file one about a received order or consignment or a paid request. */
  complaints: '/OrderComplaint',
  complaint: '/OrderComplaint/:id',
  /** POST: a picture for the caller's complaint while staff have not decided it. */
  complaintPhoto: '/OrderComplaint/:id/Photo',
  /** A complaint's picture; `:token` is unguessable, so an <img> can show it without a bearer token. */
  complaintPhotoFile: '/OrderComplaint/Photo/:token',
  /** GET: the caller's chat threads, newest message first, with unread counts. */
  chatThreads: '/Chat',
  /** `:key` is `{type}-{id}` (contract/chatThreads.ts). GET ?before&limit: messages; POST: send one (staff see and may write notes). */
  chatMessages: '/Chat/:key/Messages',
  /** POST {upTo}: the thread read up to that message. */
  chatRead: '/Chat/:key/Read',
  /** POST: a picture for a message to come; answers its token. */
  chatImage: '/Chat/:key/Image',
  /** A chat picture; `:token` is unguessable, so an <img> can show it without a bearer token. */
  chatImageFile: '/Chat/Image/:token',
  /** GET: one text/event-stream per signed-in client (chat, notifications, unread counts), resuming from Last-Event-ID. */
  events: '/Events',
  /** POST: a short-lived ticket for `EventSource` (`/Events?ticket=`), which cannot send a bearer token. */
  eventsTicket: '/Events/Ticket',
  /** GET ?page&pageSize: the caller's notifications, unread first. */
  notifications: '/Notification',
  notificationUnreadCount: '/Notification/UnreadCount',
  notificationRead: '/Notification/:id/Read',
  notificationReadAll: '/Notification/ReadAll',
  /** GET/PUT: per topic, in the app, on the phone, by e-mail. */
  notificationPreferences: '/Notification/Preferences',
  /** GET ?category&q&page&pageSize: published articles, newest first; no sign-in needed. */
  articles: '/Article',
  /** GET: one published article with its sanitised HTML. */
  article: '/Article/:id',
  /** An article's picture; public, as the article is. */
  articleImageFile: '/Article/Image/:token',
  /** GET: a page by id or address (`bang-gia` carries the current price list). */
  staticPage: '/StaticPage/:idOrSlug',
  /** Agencies (contract/agency.ts); every path answers 403 to an account that is not an agency. */
  agencySummary: '/Agency/Summary',
  /** GET ?q&page&pageSize: the agency's customers; POST: an account for a new customer. */
  agencyCustomers: '/Agency/Customer',
  /** GET: one of the agency's customers with wallet and latest orders; anyone else's is 404. */
  agencyCustomer: '/Agency/Customer/:id',
  /** GET ?page&pageSize: the customer's ledger. */
  agencyCustomerTransactions: '/Agency/Customer/:id/Transaction',
  /** POST {amountVnd} (Idempotency-Key required): from the agency's wallet to the customer's. */
  agencyCustomerTransfer: '/Agency/Customer/:id/Transfer',
  /** GET ?page&pageSize: the agency's invitations; POST {customerCode, agencyCode}: invite an existing customer. */
  agencyInvites: '/Agency/Invite',
  /** DELETE: cancels a pending invitation (204); answered or cancelled already: 409 `invite-closed`. */
  agencyInvite: '/Agency/Invite/:id',
  /** POST: the checkout quote of the agency's selected cart lines as orders of a customer. */
  agencyOrderQuote: '/Agency/Order/Quote',
  /** GET ?tab&q&customerId&page&pageSize: orders the agency placed for customers; POST (Idempotency-Key): place them. */
  agencyOrders: '/Agency/Order',
  /** GET: an order the agency placed or one of its customers' orders; anyone else's is 404. */
  agencyOrder: '/Agency/Order/:id',
  agencyPobQuote: '/Agency/OrderPob/Quote',
  /** GET ?status&q&customerId&page&pageSize: requests the agency made for its customers; POST (Idempotency-Key). */
  agencyPobs: '/Agency/OrderPob',
  agencyPob: '/Agency/OrderPob/:id',
  /** POST: cancels a pending request the agency made for a current customer; the payer's wallet gets it all back. */
  agencyCancelPob: '/Agency/OrderPob/:id/Cancel',
  /** GET ?from&to → text/csv of the customers' orders. */
  agencyExport: '/Agency/Export',
  /** GET: the signed-in customer's agency ({ agency: null } without one); DELETE: the customer leaves it (204). */
  myAgency: '/MyAgency',
  /** GET: invitations waiting for the signed-in customer. */
  myAgencyInvites: '/AgencyInvite',
  /** POST: the customer joins the agency ({ ok: true }); only the invited customer, anyone else 404. */
  acceptAgencyInvite: '/AgencyInvite/:id/Accept',
  /** POST: the customer says no ({ ok: true }). */
  declineAgencyInvite: '/AgencyInvite/:id/Decline',
} as const;

/** Fills `:name` placeholders: `pathWith(apiPaths.recharge, { id: 5 })` → `/Wallet/Recharge/5`. */
export function pathWith(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
