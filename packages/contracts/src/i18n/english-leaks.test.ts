import { describe, expect, it } from 'vitest';
import { englishLeaks } from './english-leaks';

// The first call indexes the whole catalogue (thousands of strings each side): room for it
// on a busy 2-core machine.
describe('englishLeaks', { timeout: 30_000 }, () => {
  it('finds English catalogue strings, with their placeholders filled', () => {
    expect(englishLeaks('Prime annuelle : 1 234,00 $ — Premium summary')).toContain(
      'Premium summary',
    );
    expect(
      englishLeaks(
        'Capital : 500 000 $. On the current scale the policy lapses in policy year 12.',
      ),
    ).toContain('On the current scale the policy lapses in policy year {{year}}.');
    expect(englishLeaks('Illustration\nPage 13 of 15')).toContain('Page {{page}} of {{total}}');
  });

  it('finds English product, coverage, fund and status labels', () => {
    const leaks = englishLeaks(
      'Produit : Whole Life Participating; garantie Waiver of Premium; fonds Daily Interest Account; statut Premium Paying; Children',
    );
    expect(leaks).toEqual(
      expect.arrayContaining([
        'Whole Life Participating',
        'Waiver of Premium',
        'Daily Interest Account',
        'Premium Paying',
        'Children',
      ]),
    );
  });

  it('finds nothing in French, whatever words French shares with English', () => {
    expect(
      englishLeaks(
        'Province : Ontario. Catégorie de tarif : Standard. Concepts. Client : Jean Tremblay. ' +
          'Temporaire 20 ans, Vie entière avec participation, Exonération des primes, ' +
          'Compte à intérêt quotidien, Primes payables, Enfants. Page 3 de 5.',
      ),
    ).toEqual([]);
  });

  it('does not take a French phrase for a one-word English template with a placeholder', () => {
    expect(englishLeaks('Application par défaut au démarrage *')).toEqual([]);
  });

  it('reads whole words only: an English word inside a French one is not a leak', () => {
    expect(englishLeaks('Conjointe, dernier décès')).toEqual([]);
  });
});
