import { z } from 'zod/mini';

/** A 204 answer: no body at all, as a DELETE that succeeded sends. */
export const noContentSchema = z.undefined();
