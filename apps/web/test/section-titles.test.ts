import { en } from '@portal/contracts/i18n/en';
import { SECTIONS } from '@portal/domain/access/routes';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { type ScreenSectionId, sectionTitleKey, tabTitleKey } from '@/lib/section-labels';

describe('section and tab titles', () => {
  const screens = SECTIONS.filter((section) => section.id !== 'login');
  const keys = screens.flatMap((section) => {
    const id = section.id as ScreenSectionId;
    return [sectionTitleKey(id), ...section.subRoutes.map((sub) => tabTitleKey(id, sub.id))];
  });

  it.each(keys)('%s exists in English and French', (key) => {
    for (const lng of ['en', 'fr']) expect(i18n.exists(key, { lng })).toBe(true);
  });

  it('has no title for a section or tab the route table lacks', () => {
    const listed = Object.entries(en.sections).flatMap(([id, entry]) => [
      `sections.${id}.title`,
      ...Object.keys('tabs' in entry ? entry.tabs : {}).map((tab) => `sections.${id}.tabs.${tab}`),
    ]);
    expect(listed.sort()).toEqual([...keys].sort());
  });
});
