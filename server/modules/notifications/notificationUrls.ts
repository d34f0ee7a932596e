/**
 * The app page (src/routes/_authed) each kind of object is shown on: where a tap on its
 * notification leads. Paths only; the app and the push message resolve them on its own origin.
 */
export const appUrls = {
  order: (id: number) => `/orderOrdering/${id}`,
  consignment: (id: number) => `/orderShipping/${id}`,
  /** The parcel list, searched for one parcel's code when there is one. */
  packages: (code?: string) => (code === undefined ? '/package' : `/package?q=${encodeURIComponent(code)}`),
  delivery: (id: number) => `/delivery?id=${id}`,
  recharge: (id: number) => `/wallet/recharge?id=${id}`,
  withdrawals: () => '/transaction?type=withdraw',
  pob: (id: number) => `/orderPob/${id}`,
  complaint: (id: number) => `/orderComplaint/${id}`,
  taobaoGlobal: (id: number) => `/taobaoIntOrder/${id}`,
  /** `key` is the thread's `{type}-{id}`. */
  chat: (key: string) => `/chat/${key}`,
  /** An agency's list of its customers. */
  agencyCustomers: () => '/agency/customer',
};
