/**
 * Where the device keeps the language a person picked (absent until they pick one). A module of
 * its own, with no imports, so that the page's first script (src/shell/preloads.ts) can read it
 * without the contract's schemas.
 */
export const LOCALE_KEY = 'muaho.locale';
