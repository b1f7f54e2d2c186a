import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type ScreenSectionId, sectionTitleKey, tabTitleKey } from '@/lib/section-labels';

interface SectionPageProps {
  section: ScreenSectionId;
  /** The tab shown: the sub-route, or the first visible tab of a bare section. */
  tab: string | null;
}

/** A section's screen; the screens inside each tab arrive with later issues. */
export function SectionPage({ section, tab }: SectionPageProps) {
  const { t } = useTranslation();
  const sectionTitle = t(sectionTitleKey(section));
  const tabTitle = tab ? t(tabTitleKey(section, tab)) : null;
  useDocumentTitle(tabTitle ? `${tabTitle} – ${sectionTitle}` : sectionTitle);
  return (
    <Stack gap="sm">
      <Title order={1}>{sectionTitle}</Title>
      {tabTitle && <Title order={2}>{tabTitle}</Title>}
    </Stack>
  );
}
