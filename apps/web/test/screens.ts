import { SECTIONS } from '@portal/domain/access/routes';
import { afterAll, beforeAll } from 'vitest';
import { SCREENS, screen } from '@/app/screens';

function TabScreen() {
  return null;
}

/**
 * Gives every tab of the route table a screen for the tests of one file, so that tests of
 * the shell's navigation do not depend on which feature screens are built so far.
 */
export function withEveryScreenBuilt(): void {
  const saved = { ...SCREENS };
  beforeAll(() => {
    for (const section of SECTIONS) {
      for (const sub of section.subRoutes) {
        SCREENS[`${section.id}/${sub.id}`] ??= screen(async () => ({ default: TabScreen }));
      }
    }
  });
  afterAll(() => {
    for (const key of Object.keys(SCREENS)) delete SCREENS[key];
    Object.assign(SCREENS, saved);
  });
}
