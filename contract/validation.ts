/**
 * Keys carried as zod issue messages by the contract's schemas. The contract cannot hold
 * translated text (it imports nothing but zod), so both sides translate these keys: the app
 * through Lingui (src/i18n/validationMessages.ts), the server through server/i18n.
 */
export const v = {
  required: 'required',
  nameRequired: 'name-required',
  userNameInvalid: 'username-invalid',
  emailInvalid: 'email-invalid',
  phoneInvalid: 'phone-invalid',
  passwordTooShort: 'password-too-short',
  passwordTooLong: 'password-too-long',
  passwordsDiffer: 'passwords-differ',
  codeInvalid: 'code-invalid',
  localeInvalid: 'locale-invalid',
  roleInvalid: 'role-invalid',
  dutyInvalid: 'duty-invalid',
  addressRequired: 'address-required',
  areaRequired: 'area-required',
  tooLong: 'too-long',
  /** A control character, or a bidi override that would show the text reversed. */
  textInvalidCharacters: 'text-invalid-characters',
  amountInvalid: 'amount-invalid',
  /** Carry `{min}` / `{max}`: the detail's `values` fill them in, formatted as VND. */
  amountBelowMinimum: 'amount-below-minimum',
  amountAboveMaximum: 'amount-above-maximum',
  bankRequired: 'bank-required',
  accountNumberInvalid: 'account-number-invalid',
  accountNameInvalid: 'account-name-invalid',
  reasonRequired: 'reason-required',
  memoRequired: 'memo-required',
  referenceRequired: 'reference-required',
  limitsInverted: 'limits-inverted',
  dateInvalid: 'date-invalid',
  /** An export's days: the end before the start, or more than a year apart. */
  dateRangeInvalid: 'date-range-invalid',
  /** A tier list must start at its lowest value (0 VND, 1 item, 0 kg), each start once. */
  tiersIncomplete: 'tiers-incomplete',
  shippingRouteDuplicate: 'shipping-route-duplicate',
  quantityInvalid: 'quantity-invalid',
  /** Checkout with no cart line chosen. */
  cartEmpty: 'cart-empty',
  /** Checkout without a delivery address chosen. */
  addressChoose: 'address-choose',
  /** A consignment's tracking codes: none given, too many, one malformed, one twice. */
  trackingCodesRequired: 'tracking-codes-required',
  trackingCodesTooMany: 'tracking-codes-too-many',
  trackingCodeInvalid: 'tracking-code-invalid',
  trackingCodeDuplicate: 'tracking-code-duplicate',
  /** A consignment must say what the parcels hold. */
  goodsRequired: 'goods-required',
  /** A delivery request with no package chosen. */
  packagesRequired: 'packages-required',
  /** The carrier's tracking code of a delivery handed over: letters, digits and dashes, at most 60. */
  deliveryTrackingCodeInvalid: 'delivery-tracking-code-invalid',
  /** A Taobao Global token: 8–512 visible characters, no spaces. */
  taobaoTokenInvalid: 'taobao-token-invalid',
  /** A Taobao Global token whose expiry has passed, given without a refresh token to renew it. */
  taobaoTokenExpired: 'taobao-token-expired',
  /** Pay on behalf: no site chosen, or one we do not pay on. */
  pobSiteInvalid: 'pob-site-invalid',
  /** The payment link: nothing pasted, no http(s) link in it, a link of another site. */
  paymentLinkRequired: 'payment-link-required',
  paymentLinkNotFound: 'payment-link-not-found',
  paymentLinkSiteInvalid: 'payment-link-site-invalid',
  /** The seller's order numbers: none, too many for the site (15; 1688 takes one), one malformed, one twice. */
  sellerOrderIdsRequired: 'seller-order-ids-required',
  sellerOrderIdsTooMany: 'seller-order-ids-too-many',
  sellerOrderIdsOneFor1688: 'seller-order-ids-one-for-1688',
  sellerOrderIdInvalid: 'seller-order-id-invalid',
  sellerOrderIdDuplicate: 'seller-order-id-duplicate',
  /** An amount in ¥ (sent in fen): a whole number of fen, above 0, at most the largest one request takes. */
  pobAmountInvalid: 'pob-amount-invalid',
  /** Carries `{maxFen}`: a refund beyond what is still refundable. */
  pobRefundAboveRefundable: 'pob-refund-above-refundable',
  /** The Alipay transaction number staff record when they have paid. */
  alipayTradeNoInvalid: 'alipay-trade-no-invalid',
  /** A Taobao Global order names goods or cart lines, exactly one of the two, and at least one. */
  taobaoGoodsRequired: 'taobao-goods-required',
  /** Only Taobao and Tmall goods can be ordered through Taobao Global. */
  taobaoSitesOnly: 'taobao-sites-only',
  /** A return asked after the settings' window; carries `{closedOn}`, the day it closed (a date when rendered). */
  taobaoRefundWindowClosed: 'taobao-refund-window-closed',
  /** A complaint about an order names the goods (at least one line); one about anything else names none. */
  complaintItemsRequired: 'complaint-items-required',
  complaintItemsOnlyForOrders: 'complaint-items-only-for-orders',
  /** Carries `{maxCount}`: more pieces of a line than were bought and are not already in another complaint. */
  complaintQuantityAboveBought: 'complaint-quantity-above-bought',
  /** An amount in VND: whole, above 0. */
  complaintAmountInvalid: 'complaint-amount-invalid',
  /** Carries `{maxVnd}`: more than was paid for the goods complained about, less what other complaints got. */
  complaintAmountAboveCap: 'complaint-amount-above-cap',
  /** The order or consignment has not been received yet (a pay-on-behalf request: not paid yet). */
  complaintTooEarly: 'complaint-too-early',
  /** Carries `{closedOn}`: asked after the settings' window, counted from receipt. */
  complaintWindowClosed: 'complaint-window-closed',
  /** A video link is an http(s) address. */
  videoLinkInvalid: 'video-link-invalid',
  /** A chat message with neither text nor a picture. */
  chatMessageEmpty: 'chat-message-empty',
  /** A chat message's device id is not a UUID. */
  chatClientIdInvalid: 'chat-client-id-invalid',
  /** E-mail chosen for a notification topic that does not move money (contract/notifications.ts emailTopics). */
  notificationEmailNotAllowed: 'notification-email-not-allowed',
  /** A page's address: lower-case letters without accents, digits and single dashes (`bang-gia`). */
  slugInvalid: 'slug-invalid',
  /** An article names a picture the store does not have (removed, or a token typed by hand): upload it again. */
  imageMissing: 'image-missing',
  /** An agency's own code for a customer: letters, digits, `-` and `_`, up to 20. */
  agencyCodeInvalid: 'agency-code-invalid',
} as const;

export type ValidationKey = (typeof v)[keyof typeof v];
