import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_PAIRS, FOLD_TO, foldName, likeContains } from './names';

/** What SQL makes of a column: lower(regexp_replace(translate(text, FROM, TO), '\s+', ' ')), trimmed. */
function sqlFold(text: string): string {
  const map = new Map(FOLD_PAIRS);
  const translated = [...text].map((c) => map.get(c) ?? c).join('');
  return translated.replace(/\s+/g, ' ').toLowerCase().trim();
}

describe('folding names the same way in TypeScript and in SQL', () => {
  it('pairs each letter with one letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(sqlFold('Bélanger-Côté Zoë Łukasz Ñuñez Ærø ’')).toBe(
      foldName('Bélanger-Côté Zoë Łukasz Ñuñez Ærø ’'),
    );
  });

  const latin = fc.string({
    unit: fc.oneof(
      fc.constantFrom(' ', '-', '’', 'a', 'Z'),
      fc.integer({ min: 0x41, max: 0x24f }).map((code) => String.fromCodePoint(code)),
    ),
    maxLength: 20,
  });
  test.prop([latin])('agree on any Latin text', (text) => {
    expect(sqlFold(text)).toBe(foldName(text));
  });

  it('escapes LIKE’s wildcards in a search', () => {
    expect(likeContains(' Côté_50% ')).toBe('%cote\\_50\\%%');
  });
});
