/* In a file of its own: the audit page's route reads it for its filter without the console's schemas. */

/** What an audit entry is about; with `objectId` it names one object. */
export const auditObjectTypes = [
  'user',
  'settings',
  'wallet',
  'recharge',
  'bankTransfer',
  'withdrawal',
  'order',
  'package',
  'consignment',
  'delivery',
  'pob',
  'pobRefund',
  'taobaoIntOrder',
  'complaint',
  'article',
  'staticPage',
  /** A chat thread, by its key (`order-12`). */
  'chat',
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];

/**
 * What staff did, as the audit log records it: `object.verb`. Closed, so the server cannot write
 * a verb the console has no words for; the column stays text, and old rows are read as strings.
 */
export const auditActions = [
  'package.receive',
  'package.measure',
  'package.match',
  'package.move',
  'delivery.handOver',
  'delivery.complete',
  'order.move',
  'user.create',
  'user.update',
  'user.disable',
  'user.enable',
  'bankTransfer.record',
  'recharge.confirm',
  'withdrawal.complete',
  'withdrawal.reject',
  'withdrawal.proof',
  'wallet.adjust',
  'settings.update',
  'pob.take',
  'pob.pay',
  'pob.reject',
  'pob.refund',
  'pobRefund.accept',
  'pobRefund.refuse',
  'taobaoIntOrder.advance',
  'complaint.take',
  'complaint.accept',
  'complaint.reject',
  'complaint.refund',
  'complaint.close',
  'article.create',
  'article.update',
  'article.delete',
  'staticPage.create',
  'staticPage.update',
  'staticPage.delete',
  'chat.assign',
  /** An admin set an agency's price terms or sent it back to the settings. */
  'agency.terms',
  /** A customer left their agency (the actor is the customer; `before` keeps the membership). */
  'agency.leave',
] as const;
export type AuditAction = (typeof auditActions)[number];
