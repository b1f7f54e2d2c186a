import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { discardTracking } from '@/components/fields/tracking';
import { i18n, initI18n } from '@/lib/i18n';
import { consoleMessages, recordConsole } from './console';

// Mantine reads these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = () => {};

initI18n('en');

beforeEach(() => {
  recordConsole();
});

// Any console.error or console.warn a test did not take on purpose fails it.
afterEach(async () => {
  cleanup();
  discardTracking();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  const unexpected = consoleMessages.splice(0);
  vi.restoreAllMocks();
  expect(unexpected, 'console.error or console.warn during the test').toEqual([]);
});
