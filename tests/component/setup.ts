import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateDefaultLocale } from '../../src/i18n';

activateDefaultLocale();

// jsdom does not implement scrolling; the app shell scrolls to the top on entering a page.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  // Lingui's i18n is one object per test file: a test that switched language must not leak it.
  activateDefaultLocale();
  vi.restoreAllMocks();
});
