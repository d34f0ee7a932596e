import { eq } from 'drizzle-orm';
import type { AgencyTerms, AgencyTermsState } from '../../../contract/agency';
import { recordAudit } from '../../audit/audit';
import type { Db, Executor } from '../../db/connect';
import { agencyTerms, users } from '../../db/schema';
import { errors } from '../../errors';
import { customTermsOf } from '../settings/pricingTerms';
import { currentSettings } from '../settings/settings.store';

/** The parts of the settings' fee policy an agency's terms replace. */
const termsOf = (fees: AgencyTerms): AgencyTerms => ({
  depositBps: fees.depositBps,
  purchaseFeeTiers: fees.purchaseFeeTiers,
  purchaseFeeMinVnd: fees.purchaseFeeMinVnd,
});

/** The terms in force for an agency (its own, or the settings'), as the admin and the agency read them. */
export async function termsStateOf(db: Executor, { agencyId }: { agencyId: number }): Promise<AgencyTermsState> {
  const terms = await customTermsOf(db, { agencyId });
  if (terms) return { custom: true, terms };
  return { custom: false, terms: termsOf((await currentSettings(db)).settings.fees) };
}

/** An admin's reading and setting of an agency's terms; `agencyId` must be an agency's account (404 otherwise). */
export function createAgencyTermsService({ db, now }: { db: Db; now: () => Date }) {
  async function assertAgency(db: Executor, agencyId: number): Promise<void> {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, agencyId));
    if (row?.role !== 'agency') throw errors.notFound();
  }

  async function get({ agencyId }: { agencyId: number }): Promise<AgencyTermsState> {
    await assertAgency(db, agencyId);
    return termsStateOf(db, { agencyId });
  }

  /** Custom terms, or back to the settings with `terms: null`; audited with what was in force before. */
  async function set({
    actorId,
    agencyId,
    terms,
  }: {
    actorId: number;
    agencyId: number;
    terms: AgencyTerms | null;
  }): Promise<AgencyTermsState> {
    return db.transaction(async (tx) => {
      await assertAgency(tx, agencyId);
      const before = await termsStateOf(tx, { agencyId });
      if (terms) {
        const values = { terms: termsOf(terms), updatedBy: actorId, updatedAt: now() };
        await tx
          .insert(agencyTerms)
          .values({ agencyId, ...values })
          .onConflictDoUpdate({ target: agencyTerms.agencyId, set: values });
      } else {
        await tx.delete(agencyTerms).where(eq(agencyTerms.agencyId, agencyId));
      }
      const after = await termsStateOf(tx, { agencyId });
      await recordAudit(tx, { actorId, action: 'agency.terms', objectType: 'user', objectId: agencyId, before, after });
      return after;
    });
  }

  return { get, set };
}

export type AgencyTermsService = ReturnType<typeof createAgencyTermsService>;
