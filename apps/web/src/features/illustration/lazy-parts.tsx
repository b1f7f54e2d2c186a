import { Loader, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '@/lib/preloadable';

/**
 * The illustration screen's parts beyond its first tab, each loaded when first shown, so the
 * screen's first download is the client form and the premium (issue 25): the results (and,
 * from there, the chart library when a chart is drawn), the concepts, the report choices and
 * buttons, and Shared Ownership's dialog and values. At the first touch of the screen
 * (focus or pointer) they are fetched in the background (prefetchIllustrationParts), so a tab
 * opened a moment later draws at once rather than after a spinner. Not on load or idle: as on
 * the sign-in page (decision 0041), a person typing leaves the network idle, while code run
 * before any touch weighs on the screen's start.
 */
export const ResultsPanel = preloadable(() =>
  import('./components/results-panel').then((module) => module.ResultsPanel),
);
export const ConceptsPanel = preloadable(() =>
  import('./components/concepts-panel').then((module) => module.ConceptsPanel),
);
export const ReportTab = preloadable(() =>
  import('./components/report-tab').then((module) => module.ReportTab),
);
export const SharedOwnershipValues = preloadable(() =>
  import('./shared-ownership/values-panel').then((module) => module.SharedOwnershipValues),
);
/** The slideshow or the wizard, as the company set it up (decision 0081). */
export const SharedOwnershipConcept = preloadable(() =>
  import('./shared-ownership/concept').then((module) => module.SharedOwnershipConcept),
);

const PARTS = [
  ResultsPanel,
  ConceptsPanel,
  ReportTab,
  SharedOwnershipValues,
  SharedOwnershipConcept,
];

let prefetched = false;

/** Fetches every part once, in idle time; a failure waits for the part's use. */
export function prefetchIllustrationParts(): void {
  if (prefetched) return;
  prefetched = true;
  const start = () => {
    for (const part of PARTS) part.preload().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 100);
}

/** Where a part draws: a small loading line in its place while its code comes. */
export function PartLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
