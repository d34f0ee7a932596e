import { eq } from 'drizzle-orm';
import type { MyAgency } from '../../../contract/agency';
import { recordAudit } from '../../audit/audit';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { errors } from '../../errors';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { membershipOf } from './agency.queries';
import { termsStateOf } from './agencyTerms';

/**
 * The signed-in customer's side of their agency: which one it is, and leaving it. Leaving clears
 * the membership only (`agency_id`, the agency's code for them, when and how they joined), so the
 * agency's paths stop finding them; what was done while they belonged stays as it was: their orders,
 * wallet and requests (a request the agency paid still gives back to the agency's wallet), the
 * transfers, the invitation they accepted, and an audit entry (`agency.leave`) with the membership.
 * The agency is notified (`agency.customer-left`).
 */
export function createMyAgencyService({ db, now }: { db: Db; now: () => Date }) {
  async function mine({ userId }: { userId: number }): Promise<MyAgency> {
    const membership = await membershipOf(db, { customerId: userId });
    if (!membership) return { agency: null };
    return {
      agency: {
        agencyName: membership.agencyName,
        agencyCustomerCode: membership.agencyCode,
        joinedBy: membership.joinedBy,
        joinedAt: membership.joinedAt.toISOString(),
        ...(await termsStateOf(db, { agencyId: membership.agencyId })),
      },
    };
  }

  /** 404 without an agency. The customer's row is locked, so an acceptance or a second leave waits for this one. */
  async function leave({ userId }: { userId: number }): Promise<void> {
    await db.transaction(async (tx) => {
      const membership = await membershipOf(tx, { customerId: userId, lock: true });
      if (!membership) throw errors.notFound();
      const at = now();
      await tx
        .update(users)
        .set({ agencyId: null, agencyCode: null, agencyJoinedAt: null, agencyJoinedBy: null, updatedAt: at })
        .where(eq(users.id, userId));
      const { agencyName: _name, customerName, joinedAt, ...kept } = membership;
      await recordAudit(tx, {
        actorId: userId,
        action: 'agency.leave',
        objectType: 'user',
        objectId: userId,
        before: { ...kept, joinedAt: joinedAt.toISOString() },
        after: { agencyId: null },
      });
      // The agency hears of it with the change, as it would not otherwise notice a name gone from its list.
      await notify(tx, {
        userId: membership.agencyId,
        event: 'agency.customer-left',
        url: appUrls.agencyCustomers(),
        values: { name: customerName, agencyCode: membership.agencyCode },
        now: at,
      });
    });
  }

  return { mine, leave };
}

export type MyAgencyService = ReturnType<typeof createMyAgencyService>;
