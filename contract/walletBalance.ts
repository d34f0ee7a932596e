import { z } from 'zod/mini';

/**
 * GET /Wallet. `availableVnd` = balance − held (pending withdrawals); it is what can be spent.
 * In a module of its own: the home page shows it on every first load, and the wallet's other
 * schemas (with the bank list a withdrawal is checked against) can then wait for the wallet pages.
 */
export const walletSchema = z.object({
  balanceVnd: z.int(),
  heldVnd: z.int(),
  availableVnd: z.int(),
});
export type Wallet = z.infer<typeof walletSchema>;
