import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditObjectType } from '../../contract/auditObjects';
import type { AuditEntry, AuditPage, AuditQuery } from '../../contract/staff';
import type { Executor, Tx } from '../db/connect';
import { auditLog, users } from '../db/schema';
import { vietnamDayRange } from '../modules/wallet/vietnamDay';

export type AuditRecord = {
  actorId: number;
  /** A dotted verb from the closed list: `withdrawal.complete`, `order.move`, `settings.update`… */
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: number | string;
  /** For money and settings: the state before and after the action. */
  before?: unknown;
  after?: unknown;
  note?: string | null;
};

/**
 * Writes one entry of the audit log inside the action's own transaction: the entry exists
 * exactly when the action happened (a rolled-back action leaves none). The table refuses
 * UPDATE and DELETE, so an entry once written stays as it was.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    objectType: record.objectType,
    objectId: String(record.objectId),
    before: record.before ?? null,
    after: record.after ?? null,
    note: record.note ?? null,
  });
}

/** The log, newest first, filtered by who, what kind of object, which one and which days. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const { from, until } = vietnamDayRange(query);
  const filters: SQL[] = [];
  if (query.actor !== undefined) filters.push(eq(auditLog.actorId, query.actor));
  if (query.object !== undefined) filters.push(eq(auditLog.objectType, query.object));
  if (query.objectId !== undefined) filters.push(eq(auditLog.objectId, query.objectId));
  if (from) filters.push(gte(auditLog.createdAt, from));
  if (until) filters.push(lt(auditLog.createdAt, until));
  const where = filters.length > 0 ? and(...filters) : undefined;
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return {
    items: rows.map(({ entry, actorName }): AuditEntry => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actorId: entry.actorId,
      actorName,
      action: entry.action,
      objectType: entry.objectType as AuditObjectType,
      objectId: entry.objectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
