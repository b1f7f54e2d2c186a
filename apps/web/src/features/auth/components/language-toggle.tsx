import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AppLanguage, currentLanguage, setLanguage } from '@/lib/i18n';

/** Before sign-in the visitor picks the language; the button names the other one in itself. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const other: AppLanguage = currentLanguage() === 'fr' ? 'en' : 'fr';
  return (
    <Button variant="subtle" lang={other} onClick={() => void setLanguage(other)}>
      {t('language.other')}
    </Button>
  );
}
