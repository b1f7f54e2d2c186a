import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { discardTracking } from '@/components/fields/tracking';
import { forgetCompanySettings } from '@/lib/company-settings';
import { i18n, initI18n } from '@/lib/i18n';
import { addCatalogue } from '@/lib/language';
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

// The whole catalogues straight from the contracts: the app loads them as data (decision 0041).
addCatalogue('en', en);
addCatalogue('fr', fr);
initI18n('en');

// A signed-in screen appears after the control items and its lazily loaded code (spec 2.1):
// on a busy machine that can take longer than the library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  recordConsole();
});

// Any console.error or console.warn a test did not take on purpose fails it.
afterEach(async () => {
  cleanup();
  discardTracking();
  forgetCompanySettings();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  const unexpected = consoleMessages.splice(0);
  vi.restoreAllMocks();
  expect(unexpected, 'console.error or console.warn during the test').toEqual([]);
});
