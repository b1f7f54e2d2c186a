import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '@/lib/preloadable';

type Screen = Preloadable & { prefetch(client: QueryClient): Promise<void> };

/**
 * The screen inside each tab, keyed `section/tab` as in the domain's route table (a section
 * without tabs: its id alone). Each feature's screen is loaded on first visit so that the
 * sign-in download stays small. A tab with no entry here is not built yet, and its page says
 * so rather than showing anything.
 */
export const SCREENS: Partial<Record<string, Screen>> = {
  'admin/dashboard': screen(() => import('@/features/admin/dashboard-screen')),
  'admin/roles': screen(() => import('@/features/admin/roles-screen')),
  'admin/users': screen(() => import('@/features/admin/users-screen')),
  'admin/bi': screen(() => import('@/features/admin/bi-catalogue-screen')),
  'developer/controlItems': screen(() => import('@/features/developer/control-items-screen')),
  'developer/interfaceSetupItems': screen(
    () => import('@/features/developer/interface-setup-screen'),
  ),
  'illustration/illustration': screen(() => import('@/features/illustration/illustration-screen')),
  'illustration/savedIllustration': screen(
    () => import('@/features/illustration/saved-illustrations-screen'),
  ),
  'illustration/batch': screen(() => import('@/features/batch/new-business-batch-screen')),
  'inforce/policyLookup': screen(() => import('@/features/inforce/policy-lookup-screen')),
  'inforce/alphalookup': screen(() => import('@/features/inforce/alpha-lookup-screen')),
  'inforce/batch': screen(() => import('@/features/batch/inforce-batch-screen')),
  // Sections without tabs, keyed by the section alone; open to visitors too (open-section.tsx).
  proneeds: screen(() => import('@/features/needs/needs-screen')),
  template: screen(() => import('@/features/gallery/gallery-screen')),
  // One screen on both routes (platform spec 2.9: "also the BI reports screen").
  'inforce/dataReports': screen(() => import('@/features/data-reports/data-reports-screen')),
  'bi/biReports': screen(() => import('@/features/data-reports/data-reports-screen')),
  'bi/widgets': screen(() => import('@/features/bi/widgets-screen')),
  'bi/tracking': screen(() => import('@/features/bi/tracking-screen')),
  // Signed-in sections without tabs.
  eapplication: screen(() => import('@/features/eapplication/eapplication-screen')),
  'eapp-settings': screen(() => import('@/features/eapplication/eapp-settings-screen')),
};

/**
 * A screen's module: the screen, and what it reads before drawing, to ask for as soon as the
 * screen is opened (beside the control items the guard waits for) rather than once it draws.
 */
interface ScreenModule {
  default: ComponentType;
  prefetch?: (client: QueryClient) => void;
}

/**
 * A feature screen, loaded when first shown, or ahead of it with `preload()`; `prefetch`
 * loads it and asks for its data.
 */
export function screen(load: () => Promise<ScreenModule>): Screen {
  let loaded: ScreenModule | undefined;
  const get = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  return Object.assign(
    preloadable(() => get().then((module) => module.default)),
    {
      // At once when the code has come (preloaded with the page): an import that is already
      // there still answers a task later, when the main thread may be busy drawing.
      prefetch: async (client: QueryClient) => {
        (loaded ?? (await get())).prefetch?.(client);
      },
    },
  );
}

/** A tab's screen, or for a section without tabs the section's own. */
export function screenFor(section: string, tab: string | null): Screen | undefined {
  return SCREENS[tab ? `${section}/${tab}` : section];
}
