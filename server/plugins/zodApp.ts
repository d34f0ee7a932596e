import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';

/** The Fastify instance a zod-typed route plugin receives. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A route's response schemas for a schema only known as a generic: fastify cannot resolve a reply
 * type from one, so the map is widened here; the route helpers type their handlers by their
 * callers' functions instead (`(input) => Promise<z.input<Response>>`).
 */
export function responseOf(status: number, response: z.ZodMiniType): Record<number, z.ZodMiniType> {
  return { [status]: response };
}
