import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateDefaultLocale } from '../../src/i18n';

activateDefaultLocale();

// jsdom does not implement scrolling; the app shell scrolls to the top on entering a page.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
