import type { DialogId } from '@portal/domain/access/routes';
import type { ScreenSectionId } from '@/lib/section-labels';

/**
 * Every path of the app with the function that builds a link to it. Which of them a user
 * may open is the domain's resolvePath to decide, not this table.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  section: {
    path: '/:section/:tab?',
    getHref: (section: ScreenSectionId, tab?: string) =>
      tab ? `/${section}/${tab}` : `/${section}`,
  },
  dialog: { path: '/:dialog', getHref: (dialog: DialogId) => `/${dialog}` },
} as const;
