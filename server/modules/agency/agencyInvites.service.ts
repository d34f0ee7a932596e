import { and, eq, isNull } from 'drizzle-orm';
import type { AgencyInvite, CreateAgencyInvite, MyAgencyInvite } from '../../../contract/agency';
import type { Db } from '../../db/connect';
import { violatedUniqueConstraint } from '../../db/errors';
import { pageOfRows, type Page, type Paging } from '../../db/paging';
import { agencyInvites, users } from '../../db/schema';
import { errors } from '../../errors';
import { agencyCodeTaken } from '../users/users.errors';
import { customerHasAgency, inviteClosed, invitePending } from './agency.errors';
import { agencyCodeInUse, closeInvite, findInvite, listAgencyInvites, pendingInvitesOf, type AgencyInviteRow } from './agency.queries';
import { countAttempt, type AgencyLimits } from './agencyLimits';
import { termsStateOf } from './agencyTerms';

function toAgencyInvite(invite: AgencyInviteRow, customer: { customerCode: string; fullName: string }): AgencyInvite {
  return {
    id: invite.id,
    status: invite.status,
    customerCode: customer.customerCode,
    // A code typed by the agency proves no consent: the name shows once the customer accepted.
    fullName: invite.status === 'accepted' ? customer.fullName : null,
    agencyCode: invite.agencyCode,
    createdAt: invite.createdAt.toISOString(),
    answeredAt: invite.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Invitations: an agency asks an existing customer, by their customer code, to become theirs; the
 * customer accepts (then belongs to the agency) or declines; the agency may cancel while it waits.
 * Only customer accounts without an agency can be invited or accept.
 */
export function createAgencyInviteService({ db, now, limits }: { db: Db; now: () => Date; limits: AgencyLimits }) {
  async function list(query: Paging & { userId: number }): Promise<Page<AgencyInvite>> {
    return pageOfRows(await listAgencyInvites(db, { ...query, agencyId: query.userId }), query, ({ invite, ...customer }) =>
      toAgencyInvite(invite, customer),
    );
  }

  async function create({ userId, request }: { userId: number; request: CreateAgencyInvite }): Promise<AgencyInvite> {
    const customerCode = request.customerCode.trim().toUpperCase();
    const agencyCode = request.agencyCode.trim();
    // Before the lookup: a code that is nobody's counts too, so codes cannot be tried faster than the limit.
    await countAttempt(limits.invites, userId);
    const [customer] = await db
      .select()
      .from(users)
      .where(and(eq(users.customerCode, customerCode), eq(users.role, 'customer'), isNull(users.deletedAt)));
    if (!customer) throw errors.notFound();
    if (customer.agencyId !== null) throw customerHasAgency();
    if (await agencyCodeInUse(db, { agencyId: userId, agencyCode })) throw agencyCodeTaken();
    try {
      const [invite] = await db
        .insert(agencyInvites)
        .values({ agencyId: userId, customerId: customer.id, agencyCode, createdAt: now() })
        .returning();
      return toAgencyInvite(invite!, customer);
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'agency_invites_pending_key') throw invitePending();
      throw error;
    }
  }

  /** Only a pending one: an answered invitation stays as the customer left it. */
  async function cancel({ userId, id }: { userId: number; id: number }): Promise<AgencyInvite> {
    return db.transaction(async (tx) => {
      const invite = await findInvite(tx, { id, agencyId: userId, lock: true });
      if (!invite) throw errors.notFound();
      if (invite.status !== 'pending') throw inviteClosed();
      const closed = await closeInvite(tx, { id, status: 'cancelled', now: now() });
      const [customer] = await tx.select().from(users).where(eq(users.id, invite.customerId));
      return toAgencyInvite(closed, customer!);
    });
  }

  async function mine({ userId }: { userId: number }): Promise<{ items: MyAgencyInvite[] }> {
    const rows = await pendingInvitesOf(db, { customerId: userId });
    const items: MyAgencyInvite[] = [];
    for (const { invite, agencyName } of rows) {
      const state = await termsStateOf(db, { agencyId: invite.agencyId });
      items.push({ id: invite.id, agencyName, agencyCustomerCode: invite.agencyCode, ...state, createdAt: invite.createdAt.toISOString() });
    }
    return { items };
  }

  /**
   * The customer's yes: they join the agency under the code it chose, in the transaction that closes
   * the invitation (and any other agency's still waiting). Their row is locked first, so two acceptances of two agencies cannot both win.
   */
  async function accept({ userId, id }: { userId: number; id: number }): Promise<{ ok: true }> {
    return db.transaction(async (tx) => {
      const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      const invite = await findInvite(tx, { id, customerId: userId, lock: true });
      if (!me || !invite) throw errors.notFound();
      if (invite.status !== 'pending') throw inviteClosed();
      if (me.role !== 'customer' || me.agencyId !== null) throw customerHasAgency();
      const at = now();
      try {
        await tx.transaction((savepoint) =>
          savepoint
            .update(users)
            .set({ agencyId: invite.agencyId, agencyCode: invite.agencyCode, agencyJoinedAt: at, agencyJoinedBy: 'invited', updatedAt: at })
            .where(eq(users.id, userId)),
        );
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'users_agency_code_key') throw agencyCodeTaken();
        throw error;
      }
      await closeInvite(tx, { id, status: 'accepted', now: at });
      // Other agencies' invitations can no longer be accepted: they stop waiting.
      await tx
        .update(agencyInvites)
        .set({ status: 'cancelled', answeredAt: at })
        .where(and(eq(agencyInvites.customerId, userId), eq(agencyInvites.status, 'pending')));
      return { ok: true as const };
    });
  }

  async function decline({ userId, id }: { userId: number; id: number }): Promise<{ ok: true }> {
    return db.transaction(async (tx) => {
      const invite = await findInvite(tx, { id, customerId: userId, lock: true });
      if (!invite) throw errors.notFound();
      if (invite.status !== 'pending') throw inviteClosed();
      await closeInvite(tx, { id, status: 'declined', now: now() });
      return { ok: true as const };
    });
  }

  return { list, create, cancel, mine, accept, decline };
}

export type AgencyInviteService = ReturnType<typeof createAgencyInviteService>;
