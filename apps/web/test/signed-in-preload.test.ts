import { describe, expect, it } from 'vitest';
import { screenModules } from '../build/signed-in-preload';
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
