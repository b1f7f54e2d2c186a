import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the French catalogue', () => {
  const english = leaves(en);

  it.each(english)('has a non-empty value for %s', (key) => {
    const french = lookup(fr, key);
    expect(typeof french).toBe('string');
    expect((french as string).trim()).not.toBe('');
  });

  it.each(english)('uses the same placeholders as English for %s', (key, text) => {
    expect(placeholders(lookup(fr, key) as string)).toEqual(placeholders(text));
  });

  it('has no key that English lacks', () => {
    expect(leaves(fr).map(([key]) => key)).toEqual(english.map(([key]) => key));
  });

  it('keeps together what French typography keeps together: no breakable space before : » % $, after «, or inside 1 000', () => {
    expect(leaves(fr).filter(([, text]) => / [:»%$]|« |\d \d{3}/.test(text))).toEqual([]);
  });

  it('uses typographic apostrophes and no ASCII straight quotes', () => {
    expect(leaves(fr).filter(([, text]) => /['"]/.test(text))).toEqual([]);
  });
});
