import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type AppLanguage,
  currentLanguage,
  firstScreenCatalogues,
  followLanguage,
  loadedCatalogues,
  switchLanguageNow,
} from './language';

/**
 * i18next for the app after sign-in (decision 0041). The language and the catalogues are
 * lib/language.ts's, which the first screens use without i18next: i18next starts with what is
 * loaded there and follows every switch and every catalogue loaded later; a switch made on
 * i18next itself is passed back, so both always agree.
 */
export {
  type AppLanguage,
  browserLanguage,
  currentLanguage,
  languageOfUser,
  loadCatalogue,
  setLanguage,
} from './language';

export function initI18n(language: AppLanguage = currentLanguage()): typeof i18n {
  switchLanguageNow(language);
  if (i18n.isInitialized) return i18n;
  // Copies: i18next merges the whole catalogues into its resources, which must not change
  // the first screens' own.
  const first = structuredClone(firstScreenCatalogues());
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: first.en },
      fr: { translation: first.fr },
    },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const add = (of: AppLanguage, catalogue: Record<string, unknown>) =>
    i18n.addResourceBundle(of, 'translation', catalogue, true, true);
  for (const [of, catalogue] of loadedCatalogues()) add(of, catalogue);
  followLanguage((next) => {
    if (i18n.language !== next) void i18n.changeLanguage(next);
  }, add);
  i18n.on('languageChanged', (next) => switchLanguageNow(next === 'fr' ? 'fr' : 'en'));
  return i18n;
}

export { i18n };
