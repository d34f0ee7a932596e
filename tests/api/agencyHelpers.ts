import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AgencyCustomer, AgencyInvite, CreateAgencyCustomer } from '../../contract/agency';
import { users, wallets } from '../../server/db/schema';
import { answered, newUserData } from './helpers';
import type { Actor, WalletKit } from './walletHelpers';

let serial = 0;

/** Agency calls bound to a wallet kit: agencies, the customers they make or invite, transfers. */
export function agencyKit(k: WalletKit) {
  /** A registered account turned into an agency (the auth plugin reads the role on every request). */
  async function agency(): Promise<Actor> {
    const person = await k.customer();
    await k.db.update(users).set({ role: 'agency' }).where(eq(users.id, person.id));
    return person;
  }

  function customerBody(overrides: Partial<CreateAgencyCustomer> = {}): CreateAgencyCustomer {
    serial += 1;
    const { fullName, phone, email } = newUserData({ fullName: 'Trần Thị Bình' });
    return { fullName, phone, email, agencyCode: `KH-${serial}`, ...overrides };
  }

  /** A customer account the agency makes (nobody can sign in to it). */
  async function madeCustomer(owner: Actor, overrides: Partial<CreateAgencyCustomer> = {}): Promise<AgencyCustomer> {
    return answered<AgencyCustomer>(k.post('/Agency/Customer', owner.token, customerBody(overrides)), 201);
  }

  async function invite(owner: Actor, customerCode: string, agencyCode = `MOI-${(serial += 1)}`): Promise<AgencyInvite> {
    return answered<AgencyInvite>(k.post('/Agency/Invite', owner.token, { customerCode, agencyCode }), 201);
  }

  /** A registered customer who accepted the agency's invitation: one that can sign in. */
  async function invitedCustomer(owner: Actor): Promise<Actor> {
    const customer = await k.customer();
    const { id } = await invite(owner, customer.customerCode);
    await answered(k.post(`/AgencyInvite/${id}/Accept`, customer.token), 200);
    return customer;
  }

  const transfer = (owner: Actor, customerId: number, amountVnd: number, key: string | undefined = randomUUID()) =>
    k.post(`/Agency/Customer/${customerId}/Transfer`, owner.token, { amountVnd }, key);

  /** The wallet's balance, once its ledger is checked to add up to it. */
  async function balance(userId: number): Promise<number> {
    await k.expectBooksBalanced(userId);
    const [wallet] = await k.db.select().from(wallets).where(eq(wallets.userId, userId));
    return wallet?.balanceVnd ?? 0;
  }

  return { agency, customerBody, madeCustomer, invite, invitedCustomer, transfer, balance };
}
