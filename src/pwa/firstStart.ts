import { localSplashStorage } from './splashStorage';

export { SPLASH_SEEN_KEY } from './splashStorage';

type StartWindow = Pick<Window, 'matchMedia' | 'localStorage' | 'location'> & {
  navigator: Navigator & { standalone?: boolean };
};

/**
 * An installed app (standalone display; iOS says so through navigator.standalone) starts at `/`
 * (the manifest's start_url) and shows the first-launch screens there, once per device. A
 * browser tab and a deep link are never redirected. Returns the path to start on instead, or null.
 */
export function firstStartPath(win: StartWindow = window): string | null {
  const standalone = win.matchMedia('(display-mode: standalone)').matches || win.navigator.standalone === true;
  const splash = localSplashStorage(win.localStorage);
  if (!standalone || win.location.pathname !== '/' || splash.seen()) return null;
  // Remembered now rather than when the screens end: a start closed half-way does not repeat them.
  splash.markSeen();
  return '/splashScreen';
}
