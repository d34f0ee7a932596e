/**
 * When this tab last reloaded itself. sessionStorage: it survives the reload (that is the point:
 * the reload guard must see the reload it just made) but not the tab, and no other tab shares it.
 */
export const LAST_RELOAD_KEY = 'muaho.pwa.lastReloadAt';

export function readLastReload(storage: Storage | null): number | null {
  try {
    const value = Number(storage?.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    // Storage can throw (disabled, private mode quirks); then no reload was recorded.
    return null;
  }
}

export function writeLastReload(storage: Storage | null, at: number): void {
  try {
    storage?.setItem(LAST_RELOAD_KEY, String(at));
  } catch {
    // Without storage the guard still holds within this page, which is what stops a loop of one.
  }
}
