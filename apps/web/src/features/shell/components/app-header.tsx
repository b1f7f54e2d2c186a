import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { WhiteLabelProfile } from '@portal/contracts/user';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand/brand';
import { AppDialog } from '@/components/dialog/app-dialog';
import type { ScreenSectionId } from '@/lib/section-labels';
import { sectionTitleKey } from '@/lib/section-labels';
import classes from './app-header.module.css';
import { SectionTabs } from './section-tabs';
import { SignOutButton } from './sign-out-button';
import { SkipLink } from './skip-link';

export type ShellDialog = 'switchProducts' | 'about' | 'profile';

interface AppHeaderProps {
  /** The skip link, first in the header, jumps here. */
  mainId: string;
  displayName: string;
  whiteLabel: WhiteLabelProfile | null;
  section: ScreenSectionId;
  tabs: readonly string[];
  activeTab: string | null;
  /** 825 px wide or less (spec 2.3, 9): title bar, three-dots menu, then the tabs. */
  narrow: boolean;
  menuOpen: boolean;
  onMenu: (open: boolean) => void;
  onOpen: (dialog: ShellDialog) => void;
}

/** The header of spec 2.3: on a desktop, the buttons in a row; on a narrow screen, a menu. */
export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation();
  const { displayName, whiteLabel, section, tabs, activeTab, narrow } = props;

  const brand = (
    <Brand
      label={t('app.logo', { name: displayName })}
      name={displayName}
      whiteLabel={whiteLabel}
    />
  );

  const buttons = (vertical: boolean) => {
    const open = (dialog: ShellDialog) => () => {
      props.onMenu(false);
      props.onOpen(dialog);
    };
    const common = {
      variant: vertical ? 'default' : 'subtle',
      fullWidth: vertical,
      px: vertical ? undefined : 'sm',
    } as const;
    return (
      <>
        <Button {...common} onClick={open('switchProducts')} aria-haspopup="dialog">
          {t('shell.header.switchProducts')}
        </Button>
        <Button {...common} onClick={open('about')} aria-haspopup="dialog">
          {t('shell.header.about')}
        </Button>
        <Button {...common} onClick={open('profile')} aria-haspopup="dialog">
          {t('shell.header.profile')}
        </Button>
        <SignOutButton fullWidth={vertical} />
      </>
    );
  };

  if (narrow) {
    return (
      <Box component="header" className={classes.header} px="sm" py="xs">
        <SkipLink target={props.mainId} />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {brand}
            <Text size="sm">{t(sectionTitleKey(section))}</Text>
          </Stack>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('shell.header.openMenu')}
            aria-haspopup="dialog"
            onClick={() => props.onMenu(true)}
          >
            <span aria-hidden="true" className={classes.dots}>
              ⋮
            </span>
          </ActionIcon>
        </Group>
        <Box mt="xs">
          <SectionTabs section={section} tabs={tabs} activeTab={activeTab} />
        </Box>
        <AppDialog
          opened={props.menuOpen}
          onClose={() => props.onMenu(false)}
          title={t('shell.header.menu')}
          closeLabel={t('shell.dialog.close')}
          size="xs"
        >
          <Stack gap="xs">{buttons(true)}</Stack>
        </AppDialog>
      </Box>
    );
  }

  // Two bars rather than one that wraps (issue 15 §5: the French header wrapped at 1366 px):
  // the company and the account's buttons, then the section's name and its tabs.
  return (
    <Box component="header" className={classes.header}>
      <SkipLink target={props.mainId} />
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py={6}>
        {brand}
        <Group gap={4} wrap="nowrap" className={classes.account}>
          {buttons(false)}
        </Group>
      </Group>
      <Group gap="md" wrap="wrap" px="md" py={6} className={classes.sectionBar}>
        <Text component="span" className={classes.sectionName}>
          {t(sectionTitleKey(section))}
        </Text>
        <SectionTabs section={section} tabs={tabs} activeTab={activeTab} />
      </Group>
    </Box>
  );
}
