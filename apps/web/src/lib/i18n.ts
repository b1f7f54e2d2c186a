import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import type { User } from '@portal/contracts/user';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type AppLanguage = 'en' | 'fr';

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
} as const;

/** Before sign-in the browser's first preference decides; anything but French is English. */
export function browserLanguage(preferences: readonly string[] = navigator.languages): AppLanguage {
  return preferences[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function languageOfUser(user: Pick<User, 'inputLanguage'>): AppLanguage {
  return user.inputLanguage === 'French' ? 'fr' : 'en';
}

export function currentLanguage(): AppLanguage {
  return i18n.language === 'fr' ? 'fr' : 'en';
}

export function setLanguage(language: AppLanguage): Promise<unknown> {
  return i18n.changeLanguage(language);
}

function followInDocument(language: string): void {
  document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
}

export function initI18n(language: AppLanguage): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', followInDocument);
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  followInDocument(i18n.language);
  return i18n;
}

export { i18n };
