import { Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCompanySettings } from '@/lib/company-settings';
import { useFirstScreenText } from '@/lib/language';
import { version as builtVersion } from '../../package.json';
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

  // Compound parts so the header is a <div>: Mantine's <header> inside the dialog would be
  // read as a second banner landmark beside the page's.
  return (
    <Modal.Root opened={opened} onClose={onClose}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700}>{t('about.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('about.close')} />
        </Group>
        <Modal.Body pt="md">
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
            <Text size="sm">
              {t('about.copyright', { year: new Date().getFullYear(), company })}
            </Text>
            <Text size="sm">{t('app.version', { version })}</Text>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
