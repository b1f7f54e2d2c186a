import { en } from '@portal/contracts/i18n/en';
import { fr } from '@portal/contracts/i18n/fr';
import { describe, expect, it } from 'vitest';
import { frameWords, screenModules } from '../build/signed-in-preload';
import { SCREENS } from '../src/app/screens';
import source from '../src/app/screens.tsx?raw';

describe('the screens the signed-in preload lists (decision 0083)', () => {
  it('reads every screen of app/screens.tsx, each at its path', () => {
    const read = screenModules(source);
    expect(Object.keys(read).sort()).toEqual(
      Object.keys(SCREENS)
        .map((key) => `/${key}`)
        .sort(),
    );
    expect(read['/illustration/illustration']).toBe(
      '/src/features/illustration/illustration-screen',
    );
  });

  it('refuses a table it cannot read whole', () => {
    const source = `export const SCREENS = {\n  'a/b': screen(() => import('@/features/a/b-screen')),\n  'c/d': screen(lazyLoader),\n};`;
    expect(() => screenModules(source)).toThrow(/read 1 of 2 screens/);
  });
});

describe('the words of the signed-in frame (decision 0089)', () => {
  const paths = Object.keys(screenModules(source));

  it('titles each screen as its page does: the tab, or the section without tabs', () => {
    const words = frameWords(en, paths);
    expect(words.loading).toBe(en.app.loading);
    expect(Object.keys(words.titles).sort()).toEqual([...paths].sort());
    expect(words.titles['/illustration/illustration']).toBe(
      en.sections.illustration.tabs.illustration,
    );
    expect(words.titles['/inforce/policyLookup']).toBe(en.sections.inforce.tabs.policyLookup);
    expect(words.titles['/eapplication']).toBe(en.sections.eapplication.title);
    const french = frameWords(fr, paths);
    expect(french.loading).toBe(fr.app.loading);
    expect(french.titles['/inforce/policyLookup']).toBe(fr.sections.inforce.tabs.policyLookup);
  });

  it('fails the build for a screen whose title the catalogue lacks', () => {
    expect(() => frameWords(en, ['/illustration/nowhere'])).toThrow(
      /no sections\.illustration\.tabs\.nowhere/,
    );
  });
});
