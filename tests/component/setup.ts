import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateDefaultLocale } from '../../src/i18n';

activateDefaultLocale();

// Lists draw their rows in a deferred render that yields to other work: on a busy 2-core CI machine a
// page of rows can take longer than Testing Library's default second to appear. Waiting longer
// changes no expectation, only how long `findBy…` and `waitFor` keep looking.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the app shell scrolls to the top on entering a page.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom's Blob lacks arrayBuffer() (every browser has it); read the bytes as a browser would.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

afterEach(() => {
  cleanup();
  // Lingui's i18n is one object per test file: a test that switched language must not leak it.
  activateDefaultLocale();
  vi.restoreAllMocks();
});
