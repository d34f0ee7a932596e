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
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];
