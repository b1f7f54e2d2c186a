import { Box, Container, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from '@/components/about-dialog';
import { AlertStack } from '@/components/alerts/alert-stack';
import { Brand } from '@/components/brand/brand';
import { useCompanySettings } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import { isExpired } from '@/lib/session-storage';
import { useSignIn } from '../hooks/use-sign-in';
import { LanguageToggle } from './language-toggle';
import { LoginForm } from './login-form';

/** Platform spec 2.2. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const [aboutOpened, about] = useDisclosure(false);
  const { submit, state } = useSignIn();
  const [expired] = useState(isExpired);
  const settings = useCompanySettings();
  const appName = settings.data?.displayName[currentLanguage()] ?? t('app.name');
  useDocumentTitle(`${t('login.title')} – ${appName}`);

  const isError = state.phase === 'failed' || (state.phase === 'idle' && expired);
  let status = '';
  if (state.phase === 'pending') status = t('login.signingIn');
  else if (state.phase === 'failed') status = t(state.messageKey);
  else if (expired) status = t('errors.sessionExpired');

  return (
    <>
      <Box component="header" px="md" py="xs">
        <Group justify="space-between">
          {/* The company's mark and name (issue 15 §5); a white-label theme is a user's, so it
              applies once signed in (decision 0036). */}
          <Brand name={appName} />
          <LanguageToggle />
        </Group>
      </Box>
      <Container component="main" size={440} py="xl">
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="lg">
            <Title order={1}>{t('login.title')}</Title>
            <LoginForm onSubmit={submit} onHelp={about.open} />
            <Text role="status" c={isError ? 'var(--mantine-color-error)' : undefined}>
              {status}
            </Text>
          </Stack>
        </Paper>
      </Container>
      <AlertStack />
      <LoadingOverlay visible={state.phase === 'pending'} pos="fixed" zIndex={1000} />
      <AboutDialog opened={aboutOpened} onClose={about.close} />
    </>
  );
}
