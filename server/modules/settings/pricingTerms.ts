import { eq } from 'drizzle-orm';
import type { AgencyTerms } from '../../../contract/agency';
import type { FeePolicy } from '../../../contract/publicSettings';
import type { Executor } from '../../db/connect';
import { agencyTerms, users } from '../../db/schema';

/*
 * Who is priced by which fees. Beside the settings (not in the agency module) because every area
 * that prices an order asks here, and the agency module itself builds on orders and pay-on-behalf.
 */

/** The agency whose terms price this person: their agency, or themselves when they are one. */
async function pricingAgencyOf(db: Executor, { userId }: { userId: number }): Promise<number | null> {
  const [row] = await db.select({ role: users.role, agencyId: users.agencyId }).from(users).where(eq(users.id, userId));
  if (!row) return null;
  return row.role === 'agency' ? userId : row.agencyId;
}

export async function customTermsOf(db: Executor, { agencyId }: { agencyId: number }): Promise<AgencyTerms | undefined> {
  const [row] = await db.select({ terms: agencyTerms.terms }).from(agencyTerms).where(eq(agencyTerms.agencyId, agencyId));
  return row?.terms;
}

/**
 * The fee policy that prices this person's orders: the settings' `fees`, with the deposit and the
 * purchase fee replaced by their agency's terms (an agency's own orders too). Every place that
 * prices an order and keeps its policy asks here, so a customer of an agency is never priced at
 * the settings by one path and at the terms by another.
 */
export async function feesFor(db: Executor, { userId, fees }: { userId: number; fees: FeePolicy }): Promise<FeePolicy> {
  const agencyId = await pricingAgencyOf(db, { userId });
  if (agencyId === null) return fees;
  const terms = await customTermsOf(db, { agencyId });
  return terms ? { ...fees, ...terms } : fees;
}
