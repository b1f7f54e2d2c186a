import '../signed-in-styles';
import { Alert, Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SectionId } from '@portal/domain/access/routes';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { LanguageToggle } from '@/features/auth/components/language-toggle';
import { useCompanySettings } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import { type ScreenSectionId, sectionTitleKey, tabTitleKey } from '@/lib/section-labels';
import { screenFor } from '../screens';

interface OpenSectionProps {
  section: SectionId;
  subRoute: string | null;
}

/**
 * An open route of the route table (/proneeds, /template, /developer) for a visitor who is not
 * signed in (decision 0003): the page itself, not a redirect to /login. Nothing here calls the
 * server on the visitor's behalf. The developer area says it needs a developer's sign-in (its
 * calls still need the developer flag); the pages not built yet say so. Sign in comes back here.
 */
export default function OpenSection({ section, subRoute }: OpenSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = useCompanySettings();
  const appName = settings.data?.displayName[currentLanguage()] ?? t('app.name');
  const id = section as ScreenSectionId;
  const title = t(sectionTitleKey(id));
  const tabTitle = subRoute ? t(tabTitleKey(id, subRoute)) : null;
  const Screen = screenFor(section, subRoute);
  useDocumentTitle(`${tabTitle ? `${tabTitle} – ` : ''}${title} – ${appName}`);
  const signIn = (
    <Anchor
      component={Link}
      to={paths.login.getHref()}
      state={{ from: `${location.pathname}${location.search}` }}
    >
      {t('shell.signedOut.signIn')}
    </Anchor>
  );

  return (
    <>
      <Box component="header" px="md" py="xs">
        <Group justify="space-between">
          <Text fw={700}>{appName}</Text>
          <Group gap="xs">
            <LanguageToggle />
            {signIn}
          </Group>
        </Group>
      </Box>
      <Container component="main" size="md" py="xl">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {tabTitle && <Title order={2}>{tabTitle}</Title>}
          {/* A section with no tabs (/proneeds, /template) works for visitors too (issue 22). */}
          {!subRoute && Screen ? (
            <Suspense fallback={<LoadingScreen />}>
              <Screen />
            </Suspense>
          ) : (
            <NotBuilt section={section} signIn={signIn} />
          )}
        </Stack>
      </Container>
    </>
  );
}

function NotBuilt({ section, signIn }: { section: SectionId; signIn: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="gray" role="status">
        {section === 'developer' ? t('shell.signedOut.developer') : t('shell.notBuilt')}
      </Alert>
      <Text>
        {t('shell.signedOut.signInHint')} {signIn}
      </Text>
    </>
  );
}
