import type { en } from '@portal/contracts/i18n/en';

/** Keys passed to t() are checked against the English catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
