import type { Locale, Part } from '@portal/domain/inforce/display';
import { renderParts } from '@portal/domain/inforce/display';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The in-force catalogue by dynamic key (the tree's parts name their keys), and the locale for
 * numbers and dates. A missing translation yields an empty string, as the spec says.
 */
export function useInforceWords() {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'fr' ? 'fr-CA' : 'en-CA';
  const translate = useCallback<Translate>(
    (key, params) =>
      (t as unknown as (k: string, o: object) => string)(`inforce.${key}`, {
        ...params,
        defaultValue: '',
      }),
    [t],
  );
  const show = useCallback(
    (parts: readonly Part[]) => renderParts(parts, locale, translate),
    [locale, translate],
  );
  return {
    t,
    translate,
    show,
    locale,
    language: i18n.language === 'fr' ? ('fr' as const) : ('en' as const),
  };
}
