import { Alert, Loader, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScreenSectionId, sectionTitleKey, tabTitleKey } from '@/lib/section-labels';

interface SectionPageProps {
  section: ScreenSectionId;
  /** The tab shown: the sub-route, or the first visible tab of a bare section. */
  tab: string | null;
  /** The tab's screen; absent while that screen is not built. */
  Screen: ComponentType | undefined;
}

/**
 * A section's page: one heading, the tab's title (or the section's when it has no tab), then the
 * screen. The section's name is in the header's section bar and in the document title.
 */
export function SectionPage({ section, tab, Screen }: SectionPageProps) {
  const { t } = useTranslation();
  const sectionTitle = t(sectionTitleKey(section));
  const tabTitle = tab ? t(tabTitleKey(section, tab)) : null;
  useDocumentTitle(tabTitle ? `${tabTitle} – ${sectionTitle}` : sectionTitle);
  return (
    <Stack gap="sm">
      <Title order={1}>{tabTitle ?? sectionTitle}</Title>
      {Screen ? (
        <Suspense
          fallback={
            <div role="status">
              <Loader size="sm" aria-hidden="true" />
              <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
            </div>
          }
        >
          <Screen />
        </Suspense>
      ) : (
        <Alert color="gray" role="status">
          {t('shell.notBuilt')}
        </Alert>
      )}
    </Stack>
  );
}
