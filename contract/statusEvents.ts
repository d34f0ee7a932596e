import { z } from 'zod/mini';

/**
 * One step of a history (an order's, a consignment's): the status it reached, when, and the note
 * staff wrote or the step brought ("Mã vận đơn: …", the platform's reason), in plain text.
 */
export const statusEventOf = <const Statuses extends readonly [string, ...string[]]>(statuses: Statuses) =>
  z.object({
    status: z.enum(statuses),
    at: z.string(),
    note: z.nullable(z.string()),
  });
