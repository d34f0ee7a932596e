import type { Plugin } from 'vite';

const ADAPTERS = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const UNUSED_FETCH = '\0muaho:axios-fetch-unused';

/**
 * axios takes the first adapter of `['xhr', 'http', 'fetch']` the platform has, which in a
 * browser is always xhr; yet its fetch adapter is bundled and probes the Fetch API (streams,
 * request bodies) as soon as it is imported: 7 KB of the first load and some 15 ms of start-up
 * on Lighthouse's mobile CPU, for an adapter the app never reaches. The browser build gets a
 * stand-in that says fetch is unavailable. Should axios move the file, nothing matches and the
 * build stays as it was: bigger, not broken.
 */
export function axiosWithoutFetchPlugin(): Plugin {
  return {
    name: 'muaho:axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && ADAPTERS.test(importer)) return UNUSED_FETCH;
      return null;
    },
    load(id) {
      if (id !== UNUSED_FETCH) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}
