import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

const fold = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('counts in either language (issue 15 §4: plurals through ICU)', () => {
  it('agrees the noun with the count and writes the number in the language', () => {
    const count = (lng: string, n: number) =>
      fold(i18n.t('inforce.alpha.resultCount', { count: n, lng }) as string);
    expect(count('fr', 1)).toBe('1 police trouvée');
    expect(count('fr', 0)).toBe('0 police trouvée');
    expect(count('fr', 2)).toBe('2 polices trouvées');
    expect(count('fr', 1500)).toBe('1 500 polices trouvées');
    expect(count('fr', 2_000_000)).toBe('2 000 000 de polices trouvées');
    expect(count('en', 1)).toBe('1 policy found');
    expect(count('en', 0)).toBe('0 policies found');
    expect(count('en', 1500)).toBe('1,500 policies found');
  });

  it('says 1 year, not 1 years, in the in-force values', () => {
    expect(fold(i18n.t('inforce.values.forYears', { count: 1, lng: 'en' }) as string)).toBe(
      ' for 1 year',
    );
    expect(fold(i18n.t('inforce.values.forYears', { count: 1, lng: 'fr' }) as string)).toBe(
      ' pendant 1 an',
    );
  });
});
