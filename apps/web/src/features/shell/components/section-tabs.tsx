import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type ScreenSectionId, tabTitleKey } from '@/lib/section-labels';

interface SectionTabsProps {
  section: ScreenSectionId;
  tabs: readonly string[];
  activeTab: string | null;
}

/**
 * The tab links of the current section (spec 2.3); only the tabs this user may see, the one
 * shown highlighted.
 */
export function SectionTabs({ section, tabs, activeTab }: SectionTabsProps) {
  const { t } = useTranslation();
  if (tabs.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('shell.sectionNavigation')} gap="xs">
      {tabs.map((tab) => {
        const active = tab === activeTab;
        return (
          <Button
            key={tab}
            component={Link}
            to={paths.section.getHref(section, tab)}
            variant={active ? 'filled' : 'subtle'}
            size="compact-sm"
            aria-current={active ? 'page' : undefined}
            // Already there: the link does not reload the page it is on (spec 2.3).
            onClick={active ? (event) => event.preventDefault() : undefined}
          >
            {t(tabTitleKey(section, tab))}
          </Button>
        );
      })}
    </Group>
  );
}
