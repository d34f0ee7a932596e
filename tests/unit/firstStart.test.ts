import { describe, expect, it } from 'vitest';
import { firstStartPath, SPLASH_SEEN_KEY } from '../../src/pwa/firstStart';

function fakeWindow({ standalone, path = '/', seen = false }: { standalone: boolean; path?: string; seen?: boolean }) {
  const store = new Map<string, string>(seen ? [[SPLASH_SEEN_KEY, 'yes']] : []);
  return {
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage,
    location: { pathname: path } as Location,
    navigator: {} as Navigator,
  };
}

describe('the first start of an installed app', () => {
  it('shows the splash screen once', () => {
    const win = fakeWindow({ standalone: true });
    expect(firstStartPath(win)).toBe('/splashScreen');
    expect(firstStartPath(win)).toBeNull();
  });

  it('is not shown in a browser tab', () => {
    expect(firstStartPath(fakeWindow({ standalone: false }))).toBeNull();
  });

  it('does not hijack a deep link', () => {
    expect(firstStartPath(fakeWindow({ standalone: true, path: '/orderOrdering/5' }))).toBeNull();
  });
});
