import type { ErrorCode } from '../../contract/errors';
import type { ValidationKey } from '../../contract/validation';
import type { WaitUnit } from '../../contract/wait';

/**
 * Every step a customer is told of, with the figures its words need. The part before the dot is
 * the step's topic (contract/notifications.ts), which is what the person's preferences choose by.
 */
export interface NotificationEvents {
  'order.purchased': { code: string };
  'order.arrived-china': { code: string };
  'order.arrived-vietnam': { code: string };
  'order.delivering': { code: string };
  'order.received': { code: string };
  'order.cancelled': { code: string; refundVnd: number };
  'order.out-of-stock': { code: string; refundVnd: number };
  'order.lost': { code: string; refundVnd: number };
  'consignment.arrived-china': { code: string };
  'consignment.arrived-vietnam': { code: string };
  'package.arrived-vietnam': { code: string; count: number };
  'delivery.handed-over': { code: string; carrier: string | null; trackingCode: string | null };
  'delivery.delivered': { code: string };
  'money.recharge-credited': { amountVnd: number };
  'money.recharge-review': { amountVnd: number };
  'money.withdraw-paid': { amountVnd: number };
  'money.withdraw-refused': { amountVnd: number; reason: string };
  'pob.paid': { code: string };
  'pob.refused': { code: string; reason: string; refundVnd: number };
  'complaint.accepted': { code: string; amountVnd: number };
  'complaint.rejected': { code: string; reason: string };
  'complaint.refunded': { code: string; amountVnd: number };
  'taobaoGlobal.shipped': { code: string };
  'taobaoGlobal.arrived-china': { code: string };
  'taobaoGlobal.pay-failed': { code: string; refundVnd: number };
  'taobaoGlobal.cancelled': { code: string };
  /** Staff answered in a thread; `code` is its subject's code, null for the support thread. */
  'chat.reply': { code: string | null };
  /** A customer left the agency; `name` and `agencyCode` as the agency knew them. */
  'agency.customer-left': { name: string; agencyCode: string };
}
export type NotificationEvent = keyof NotificationEvents;

/** A notification's words: the title a phone shows in bold, and the line under it. */
export interface NotificationWords {
  title: string;
  body: string;
}

/** Everything the server says to a person. One object per language; `vi` is complete. */
export interface Messages {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  /** For zod issues that carry no contract key (wrong type, missing object…). */
  invalidValue: string;
  forgotPasswordAccepted: string;
  /** The too-many-requests message with the real wait (Retry-After) in it. */
  tryAgainIn: (wait: { count: number; unit: WaitUnit }) => string;
  /** An amount in VND as people of this language read it (fills `{min}`/`{max}` in messages). */
  formatVnd: (amountVnd: number) => string;
  /** An amount in fen as ¥ (fills `{…Fen}` placeholders, e.g. `{maxFen}`). */
  formatCny: (amountFen: number) => string;
  /** A count (fills `{…Count}` placeholders, e.g. `{maxCount}`). */
  formatCount: (count: number) => string;
  /** A day as people of this language write it, on Vietnam's calendar (fills `{…On}` in messages). */
  formatDate: (at: Date) => string;
  notifications: { [E in NotificationEvent]: (values: NotificationEvents[E]) => NotificationWords };
  mail: {
    /** A notification sent by e-mail: its words, and the link to the page it is about. */
    notification: (input: { fullName: string; words: NotificationWords; link: string }) => { subject: string; text: string };
    resetCode: (input: { fullName: string; code: string; minutes: number }) => { subject: string; text: string };
  };
}
