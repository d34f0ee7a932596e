import { z } from 'zod/mini';

/**
 * The files a build writes beside the app so a running page can tell a newer build was deployed:
 * `/builds/latest.json` names the current build, `/builds/meta/{id}.json` describes one build.
 * Ids go into a URL path, so they are restricted to characters that need no escaping.
 */
export const buildIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/));

export const buildInfoSchema = z.object({
  id: buildIdSchema,
  /** When the build ran, milliseconds since 1970 (UTC). */
  timestamp: z.int().check(z.positive()),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const buildMetaSchema = z.extend(buildInfoSchema, {
  /** package.json's version at build time. */
  version: z.string().check(z.maxLength(64)),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;

export const buildPaths = {
  latest: '/builds/latest.json',
  meta: (id: string) => `/builds/meta/${encodeURIComponent(id)}.json`,
} as const;
