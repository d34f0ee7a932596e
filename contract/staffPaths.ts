/**
 * The staff console's and the admin's API paths, apart from contract/paths.ts: the app's first
 * download carries that module (its route files and the session use it), and none of these,
 * which only the console's lazy pages and the server use. Same rules: relative to the base URL,
 * `:name` placeholders filled by `pathWith`.
 */
export const staffApiPaths = {
  /** GET ?q&role&page&pageSize: accounts; POST: a new staff, agency or customer account. */
  adminUsers: '/Admin/Users',
  /** `:id` is the user's numeric id. GET: one account; PUT: its role and duties. */
  adminUser: '/Admin/Users/:id',
  adminDisableUser: '/Admin/Users/:id/Disable',
  adminEnableUser: '/Admin/Users/:id/Enable',
  /** `:id` is an agency's user id. GET: its price terms; PUT: custom terms; DELETE: back to the settings in force. */
  adminAgencyTerms: '/Admin/Agency/:id/Terms',
  adminSettings: '/Admin/Settings',
  adminSettingsHistory: '/Admin/Settings/History',
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
  staffPackages: '/Staff/Package',
  staffReceivePackage: '/Staff/Package/Receive',
  staffMovePackages: '/Staff/Package/Move',
  staffMeasurePackage: '/Staff/Package/:id/Measure',
  staffMatchPackage: '/Staff/Package/:id/Match',
  staffPackagePhoto: '/Staff/Package/:id/Photo',
  staffDeliveries: '/Staff/Delivery',
  /** GET: one delivery request of any customer, as a row of the staff list. */
  staffDelivery: '/Staff/Delivery/:id',
  staffHandOverDelivery: '/Staff/Delivery/:id/HandOver',
  staffCompleteDelivery: '/Staff/Delivery/:id/Complete',
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
  /** GET ?status&q&page&pageSize: every customer's requests. */
  staffPobs: '/Staff/OrderPob',
  /** GET: one request of any customer, with who the customer is. */
  staffPob: '/Staff/OrderPob/:id',
  staffTakePob: '/Staff/OrderPob/:id/Take',
  staffPayPob: '/Staff/OrderPob/:id/Pay',
  staffRejectPob: '/Staff/OrderPob/:id/Reject',
  /** POST: the seller refunded part or all of a paid request; the wallet is credited at once. */
  staffRefundPob: '/Staff/OrderPob/:id/Refund',
  /** GET ?status&q&page&pageSize: refunds, the customers' requests to decide among them. */
  staffPobRefunds: '/Staff/OrderPob/Refund',
  staffAcceptPobRefund: '/Staff/OrderPob/Refund/:id/Accept',
  staffRefusePobRefund: '/Staff/OrderPob/Refund/:id/Refuse',
  staffTaobaoIntOrders: '/Staff/TaobaoIntOrder',
  /** GET ?status&q&page&pageSize: every customer's refund requests of Taobao Global lines, which the platform decides. */
  staffTaobaoIntRefunds: '/Staff/TaobaoIntOrder/Refund',
  staffTaobaoIntOrder: '/Staff/TaobaoIntOrder/:id',
  /** POST: the simulator moves the order's purchase orders one step (only with TAOBAO_GLOBAL_SOURCE=simulator). */
  staffAdvanceTaobaoIntOrder: '/Staff/TaobaoIntOrder/:id/Advance',
  /** GET ?status&q&page&pageSize: every customer's complaints. */
  staffComplaints: '/Staff/OrderComplaint',
  staffComplaint: '/Staff/OrderComplaint/:id',
  staffTakeComplaint: '/Staff/OrderComplaint/:id/Take',
  /** POST {amountVnd, note}: at most what was paid for the goods complained about. */
  staffAcceptComplaint: '/Staff/OrderComplaint/:id/Accept',
  staffRejectComplaint: '/Staff/OrderComplaint/:id/Reject',
  /** POST: credits the accepted amount to the wallet, once. */
  staffRefundComplaint: '/Staff/OrderComplaint/:id/Refund',
  staffCloseComplaint: '/Staff/OrderComplaint/:id/Close',
  /** GET ?filter&q&page&pageSize: the chat inbox (threads read and written through apiPaths.chatMessages). */
  staffChats: '/Staff/Chat',
  /** GET: one thread with whose it is (staffChatDetailSchema). */
  staffChat: '/Staff/Chat/:key',
  /** POST {staffId}: who answers the thread (null: nobody). */
  staffChatAssign: '/Staff/Chat/:key/Assign',
  /** GET ?status&category&q&page&pageSize: every article; POST: a new one. */
  staffArticles: '/Staff/Article',
  /** GET, PUT (the whole article), DELETE. */
  staffArticle: '/Staff/Article/:id',
  /** POST {body}: the Markdown rendered as readers will get it, for the editor's preview. */
  staffArticlePreview: '/Staff/Article/Preview',
  /** POST (picture bytes): a picture for a cover or the text; answers its token and URL. */
  staffArticleImage: '/Staff/Article/Image',
  /** GET: every page; POST: a new one. */
  staffStaticPages: '/Staff/StaticPage',
  /** GET, PUT (the whole page), DELETE. */
  staffStaticPage: '/Staff/StaticPage/:id',
} as const;
