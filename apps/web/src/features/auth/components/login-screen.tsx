import { Box, Container, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAlerts } from '@/components/alerts/alert-store';
import { Brand } from '@/components/brand/brand';
import { useCompanySettings } from '@/lib/company-settings';
import { useFirstScreenText } from '@/lib/language';
import { isExpired } from '@/lib/session-storage';
import { type SignInOptions, useSignIn } from '../hooks/use-sign-in';
import { useTokenMethod } from '../hooks/use-token-method';
import { LanguageToggle } from './language-toggle';
import { LoginForm } from './login-form';

/** Loaded at the first touch of the page, so Help opens it without a wait. */
const loadAboutDialog = () => import('@/components/about-dialog');
const AboutDialog = lazy(() =>
  loadAboutDialog().then((module) => ({ default: module.AboutDialog })),
);
/** Drawn from the first alert on (a refused sign-in, spec 8), so not in the first download. */
const loadAlertStack = () => import('@/components/alerts/alert-stack');
/** Directory sign-in (AD) and oidc-client-ts: only for AD (decision 0051). */
const DirectoryLogin = lazy(() => import('./directory-login'));
const AlertStack = lazy(() => loadAlertStack().then((module) => ({ default: module.AlertStack })));
/** The forced change after a reset (issue 16): rare, so not in the first download. */
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);

interface LoginScreenProps extends SignInOptions {
  /**
   * The visitor's first touch of the form (focus or pointer): what comes after sign-in may
   * start loading now, while they type (decision 0041).
   */
  onFirstTouch?: () => void;
}

/**
 * Platform spec 2.2. It draws before the app's code has loaded (decision 0041): Mantine and
 * the first-screen words only, no router, query library or i18next; the app says where the
 * visitor came from and what signing in leads to.
 */
export default function LoginScreen({ remembered, onSignedIn, onFirstTouch }: LoginScreenProps) {
  const { t, language } = useFirstScreenText();
  const [aboutOpened, about] = useDisclosure(false);
  const [aboutWanted, setAboutWanted] = useState(false);
  const touched = useRef(false);
  const [alertsShown, setAlertsShown] = useState(false);
  if (useAlerts().length > 0 && !alertsShown) setAlertsShown(true);
  const { submit, run, state, changeTemporary } = useSignIn({ remembered, onSignedIn });
  const method = useTokenMethod();
  const changing = state.phase === 'mustChange';
  const [expired] = useState(isExpired);
  const settings = useCompanySettings();
  const appName = settings.data?.displayName[language] ?? t('app.name');
  const title = changing ? t('login.changeTitle') : t('login.title');
  useDocumentTitle(`${title} – ${appName}`);

  function firstTouch() {
    if (touched.current) return;
    touched.current = true;
    loadAboutDialog().catch(() => undefined);
    loadAlertStack().catch(() => undefined);
    onFirstTouch?.();
  }

  function openAbout() {
    setAboutWanted(true);
    about.open();
  }

  const isError =
    state.phase === 'failed' ||
    (state.phase === 'mustChange' && state.failed !== undefined) ||
    (state.phase === 'idle' && expired);
  let status = '';
  if (state.phase === 'pending') status = t('login.signingIn');
  else if (state.phase === 'failed') status = state.text ?? t(state.messageKey);
  else if (state.phase === 'mustChange' && state.pending) status = t('login.changing');
  else if (state.phase === 'mustChange' && state.failed) status = t(state.failed);
  else if (expired && state.phase === 'idle') status = t('errors.sessionExpired');

  return (
    <>
      <Box component="header" px="md" py="xs">
        <Group justify="space-between">
          {/* The company's mark and name (issue 15 §5); a white-label theme is a user's, so it
              applies once signed in (decision 0036). */}
          <Brand label={t('app.logo', { name: appName })} name={appName} />
          <LanguageToggle />
        </Group>
      </Box>
      <Container
        component="main"
        size={440}
        py="xl"
        onFocus={firstTouch}
        onPointerDown={firstTouch}
      >
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="lg">
            <Title order={1}>{title}</Title>
            {state.phase === 'mustChange' ? (
              <Suspense fallback={null}>
                <ChangePasswordForm temporary={state.temporary} onSubmit={changeTemporary} />
              </Suspense>
            ) : method === 'AD' ? (
              <Suspense fallback={null}>
                <DirectoryLogin run={run} onHelp={openAbout} />
              </Suspense>
            ) : (
              <LoginForm onSubmit={submit} onHelp={openAbout} />
            )}
            <Text role="status" c={isError ? 'var(--mantine-color-error)' : undefined}>
              {status}
            </Text>
          </Stack>
        </Paper>
      </Container>
      {alertsShown && (
        <Suspense fallback={null}>
          <AlertStack />
        </Suspense>
      )}
      <LoadingOverlay
        visible={state.phase === 'pending' || (state.phase === 'mustChange' && state.pending)}
        pos="fixed"
        zIndex={1000}
      />
      {aboutWanted && (
        <Suspense fallback={null}>
          <AboutDialog opened={aboutOpened} onClose={about.close} />
        </Suspense>
      )}
    </>
  );
}
