import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySettings } from '@/lib/company-settings';
import { currentLanguage } from '@/lib/i18n';
import type { ScreenSectionId } from '@/lib/section-labels';
import { SectionTabs } from './section-tabs';
import { SignOutButton } from './sign-out-button';
import { SkipLink } from './skip-link';

interface ShellLayoutProps {
  section: ScreenSectionId;
  tabs: readonly string[];
  activeTab: string | null;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** The signed-in frame: header with the display name, the section's tabs and Sign Out. */
export function ShellLayout({ section, tabs, activeTab, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  const displayName = settings.data?.displayName[currentLanguage()] ?? t('app.name');
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Box
        component="header"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={700} size="lg">
            {displayName}
          </Text>
          <SectionTabs section={section} tabs={tabs} activeTab={activeTab} />
          <SignOutButton />
        </Group>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} p="md">
        {children}
      </Box>
    </>
  );
}
