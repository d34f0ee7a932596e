/** Set once the device has been through the first-launch screens (/splashScreen), or skipped them. */
export const SPLASH_SEEN_KEY = 'muaho.splash-seen';

export type SplashStorage = {
  seen(): boolean;
  markSeen(): void;
};

/**
 * Storage may refuse (private windows, blocked site data): the screens may then show again on
 * the next start, which costs one tap on "Bỏ qua" rather than a broken start.
 */
export function localSplashStorage(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): SplashStorage {
  return {
    seen: () => {
      try {
        return storage.getItem(SPLASH_SEEN_KEY) !== null;
      } catch {
        return false;
      }
    },
    markSeen: () => {
      try {
        storage.setItem(SPLASH_SEEN_KEY, new Date().toISOString());
      } catch {
        // Not remembered: shown again on the next installed start.
      }
    },
  };
}
