import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AboutDialog } from '@/components/about-dialog';
import { AlertStack } from '@/components/alerts/alert-stack';
import { useCompanySettings } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';
import type { ScreenSectionId } from '@/lib/section-labels';
import { useSession } from '@/lib/session';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { useRootElementSettings } from '../lib/root-element';
import '../font-size.css';
import { AppHeader, type ShellDialog } from './app-header';
import { SwitchProductsDialog } from './switch-products-dialog';
import { shouldWelcome, WelcomeDialog } from './welcome-dialog';

interface ShellLayoutProps {
  section: ScreenSectionId;
  tabs: readonly string[];
  activeTab: string | null;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** Spec 2.3 and 9: the desktop header is for screens wider than 825 px. */
export const NARROW_QUERY = '(max-width: 825px)';

/** The profile dialog (with its widget reordering) loads when first opened (issue 25). */
const ProfileDialog = preloadable(() =>
  import('../profile/profile-dialog').then((module) => module.ProfileDialog),
);

const SHELL_DIALOGS: readonly string[] = ['switchProducts', 'about', 'profile'];

/** A dialog path (/profile, /about, /switchProducts) arrives as location state. */
function dialogOf(state: unknown): ShellDialog | null {
  const dialog = (state as { dialog?: unknown } | null)?.dialog;
  return typeof dialog === 'string' && SHELL_DIALOGS.includes(dialog)
    ? (dialog as ShellDialog)
    : null;
}

/**
 * The signed-in frame (issue 3): the header, the one dialog of the header open at a time,
 * the Welcome dialog on a first run, the alerts, and the user's font size and white-label
 * theme on the page.
 */
export function ShellLayout({ section, tabs, activeTab, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) throw new Error('ShellLayout needs a signed-in user');
  const location = useLocation();
  const settings = useCompanySettings();
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [dialog, setDialog] = useState<ShellDialog | null>(() => dialogOf(location.state));
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the profile dialog stays mounted so that it closes with its transition.
  const [profileShown, setProfileShown] = useState(false);
  if (dialog === 'profile' && !profileShown) setProfileShown(true);
  const [welcome, setWelcome] = useState(() => shouldWelcome(user));
  useRootElementSettings(user);
  useScrollToTop();

  const whiteLabel = user.isWhiteLabel ? user.whiteLabelProfile : null;
  const displayName =
    whiteLabel?.displayName ?? settings.data?.displayName[currentLanguage()] ?? t('app.name');
  const close = () => setDialog(null);

  return (
    <>
      <AppHeader
        mainId={MAIN_ID}
        displayName={displayName}
        whiteLabel={whiteLabel}
        section={section}
        tabs={tabs}
        activeTab={activeTab}
        narrow={narrow}
        menuOpen={menuOpen}
        onMenu={setMenuOpen}
        onOpen={setDialog}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} p="md">
        {children}
      </Box>
      <AlertStack />
      <SwitchProductsDialog
        opened={dialog === 'switchProducts'}
        onClose={close}
        user={user}
        context={{ section, mobile: narrow }}
      />
      <AboutDialog opened={dialog === 'about'} onClose={close} />
      {profileShown && (
        <Suspense fallback={null}>
          <ProfileDialog opened={dialog === 'profile'} onClose={close} user={user} />
        </Suspense>
      )}
      {welcome && dialog === null && (
        <WelcomeDialog user={user} onClose={() => setWelcome(false)} />
      )}
    </>
  );
}
