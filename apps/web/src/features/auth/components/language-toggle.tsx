import { Button } from '@mantine/core';
import {
  type AppLanguage,
  hasWholeCatalogue,
  setLanguage,
  useFirstScreenText,
} from '@/lib/language';

/**
 * Before sign-in the visitor picks the language; the button names the other one in itself.
 * On the first screen its words are there in both languages, so the switch is instant; where
 * the page draws from a whole catalogue (an open route), the other whole one comes first.
 */
export function LanguageToggle() {
  const { t, language } = useFirstScreenText();
  const other: AppLanguage = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      variant="subtle"
      lang={other}
      onClick={() => void setLanguage(other, { firstScreenOnly: !hasWholeCatalogue(language) })}
    >
      {t('language.other')}
    </Button>
  );
}
