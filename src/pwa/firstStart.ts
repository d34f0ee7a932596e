export const SPLASH_SEEN_KEY = 'muaho.splash-seen';

type StartWindow = Pick<Window, 'matchMedia' | 'localStorage' | 'location'> & {
  navigator: Navigator & { standalone?: boolean };
};

/**
 * An installed app (standalone display; iOS says so through navigator.standalone) shows the
 * brand once, on its very first start at `/`. Returns the path to start on instead, or null.
 */
export function firstStartPath(win: StartWindow = window): string | null {
  const standalone = win.matchMedia('(display-mode: standalone)').matches || win.navigator.standalone === true;
  if (!standalone || win.location.pathname !== '/' || win.localStorage.getItem(SPLASH_SEEN_KEY)) return null;
  win.localStorage.setItem(SPLASH_SEEN_KEY, new Date().toISOString());
  return '/splashScreen';
}
