import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { HelpDeskContact } from '@/components/help-desk-contact';
import { useCompanySettings } from '@/lib/company-settings';
import { SignOutButton } from './sign-out-button';

/** For a signed-in user with no product at all (decision 0003), instead of a redirect loop. */
export function NoProductScreen() {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  useDocumentTitle(t('shell.noProductTitle'));
  return (
    <Container component="main" size={560} py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('shell.noProductTitle')}</Title>
          <Text>{t('shell.noProduct')}</Text>
          {settings.data && <HelpDeskContact helpDesk={settings.data.helpDesk} />}
          <div>
            <SignOutButton />
          </div>
        </Stack>
      </Paper>
    </Container>
  );
}
