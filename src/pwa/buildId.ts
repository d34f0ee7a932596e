/** Replaced by the build (vite.config.ts `define`); absent in the dev server and in tests. */
declare const __BUILD_ID__: string | undefined;

/** The id of the build this bundle came from, as written to /builds/latest.json. */
export const buildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
