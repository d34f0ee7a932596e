import { fromPromise } from 'xstate';
import { buildInfoSchema, buildMetaSchema, buildPaths, type BuildInfo, type BuildMeta } from '../../contract/builds';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Reads a build file. Anything but a JSON body that passes the schema rejects: a network error,
 * a 404, the SPA's index.html (a server or proxy that falls back to it), a half-written file.
 */
async function readJson<T>(fetchFn: Fetch, url: string, parse: (value: unknown) => T): Promise<T> {
  // no-store: the HTTP cache must not answer with the file of an older deploy.
  const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const text = await response.text();
  return parse(JSON.parse(text));
}

/** The build-update machine's two fetch actors, over `fetch` (tests pass their own). */
export function buildFetchers(fetchFn: Fetch = (url, init) => fetch(url, init)) {
  return {
    fetchLatest: fromPromise<BuildInfo>(() => readJson(fetchFn, buildPaths.latest, (v) => buildInfoSchema.parse(v))),
    fetchMeta: fromPromise<BuildMeta, { id: string }>(({ input }) =>
      readJson(fetchFn, buildPaths.meta(input.id), (value) => {
        const meta = buildMetaSchema.parse(value);
        // A meta file must describe the build latest.json named, not some other one.
        if (meta.id !== input.id) throw new Error(`meta file names build ${meta.id}, expected ${input.id}`);
        return meta;
      }),
    ),
  };
}
