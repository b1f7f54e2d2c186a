import type { en } from '@portal/contracts/i18n/en';
import type { SectionId } from '@portal/domain/access/routes';

type Sections = (typeof en)['sections'];
export type ScreenSectionId = Exclude<SectionId, 'login'>;

type TabTitleKey = {
  [S in keyof Sections]: Sections[S] extends { tabs: infer Tabs }
    ? `sections.${S}.tabs.${keyof Tabs & string}`
    : never;
}[keyof Sections];

export function sectionTitleKey(section: ScreenSectionId) {
  return `sections.${section}.title` as const;
}

/** Tab ids come from the domain's route table as strings; a test checks every one has a title. */
export function tabTitleKey(section: ScreenSectionId, tab: string): TabTitleKey {
  return `sections.${section}.tabs.${tab}` as TabTitleKey;
}
