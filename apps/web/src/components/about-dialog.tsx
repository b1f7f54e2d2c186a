import { Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCompanySettings } from '@/lib/company-settings';
import { useFirstScreenText } from '@/lib/language';
import { version as builtVersion } from '../../package.json';
import { AppDialog } from './dialog/app-dialog';
import { HelpDeskContact } from './help-desk-contact';

interface AboutDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Platform spec 2.5: company blurb, help desk, copyright and product version. */
export function AboutDialog({ opened, onClose }: AboutDialogProps) {
  const { t, language } = useFirstScreenText();
  const settings = useCompanySettings();
  const company = settings.data?.displayName[language] ?? t('app.name');
  const version = settings.data?.productVersion ?? builtVersion;

  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('about.title')}
      closeLabel={t('about.close')}
    >
      <Stack gap="md">
        {settings.isPending && (
          <div role="status">
            <Loader size="sm" aria-hidden="true" />
            <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
          </div>
        )}
        {settings.isError && <Text>{t('about.unavailable')}</Text>}
        {settings.data && (
          <>
            <Text>{settings.data.blurb[language]}</Text>
            <HelpDeskContact helpDesk={settings.data.helpDesk} />
          </>
        )}
        <Text size="sm">{t('about.copyright', { year: new Date().getFullYear(), company })}</Text>
        <Text size="sm">{t('app.version', { version })}</Text>
      </Stack>
    </AppDialog>
  );
}
