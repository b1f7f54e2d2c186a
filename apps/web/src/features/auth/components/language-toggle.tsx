import { Button } from '@mantine/core';
import { type AppLanguage, setLanguage, useFirstScreenText } from '@/lib/language';

/**
 * Before sign-in the visitor picks the language; the button names the other one in itself.
 * The sign-in page's words are already there in both languages, so the switch is instant.
 */
export function LanguageToggle() {
  const { t, language } = useFirstScreenText();
  const other: AppLanguage = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      variant="subtle"
      lang={other}
      onClick={() => void setLanguage(other, { firstScreenOnly: true })}
    >
      {t('language.other')}
    </Button>
  );
}
