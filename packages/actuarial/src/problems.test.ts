import { describe, expect, it } from 'vitest';
import { validateIllustrationInput } from './input';
import { PROBLEM_CODES, problem, problemText } from './problems';

const term = {
  productId: '0131',
  faceAmount: 250_000,
  premiumMode: 'Annual',
  insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
};

describe('input problems in both languages', () => {
  it('words a refusal in the reader’s language, with that language’s product name and numbers', () => {
    const checked = validateIllustrationInput({ ...term, faceAmount: 1_000 });
    expect(checked.ok).toBe(false);
    const [face] = checked.ok ? [] : checked.problems;
    expect(face?.code).toBe('faceRange');
    expect(face && problemText(face, 'en')).toBe(
      'Face amount must be from 50,000 to 10,000,000 for Term 10.',
    );
    expect(face && problemText(face, 'fr')).toBe(
      'Le capital assuré doit être de 50\u00a0000 à 10\u00a0000\u00a0000 $ pour Temporaire 10 ans.',
    );
    // The English text is the one the problem carries for logs and API answers.
    expect(face?.message).toBe(face && problemText(face, 'en'));
  });

  it('names a rider that is not allowed in French on a French report', () => {
    const checked = validateIllustrationInput({
      ...term,
      riders: [{ riderId: '094', faceAmount: 100_000 }],
    });
    const [rider] = checked.ok ? [] : checked.problems;
    expect(rider && problemText(rider, 'fr')).toBe(
      'L’avenant 094 n’est pas permis sur Temporaire 10 ans.',
    );
  });

  it('has a text in each language for every code, never the English one in French', () => {
    const product = { en: 'Product', fr: 'Produit' };
    const values = {
      product,
      rider: product,
      age: 1,
      min: 1,
      max: 2,
      rating: 125,
      rateClass: 'P',
      modes: 'Annual',
      bases: 'SINGLE',
      riders: 'WP',
      options: 'PUA',
      fund: 'DI',
      total: 90,
      flows: 'loans',
      year: 5,
      amount: 1_000_000,
      maximum: 900_000,
      minimum: 2_500_000,
      share: 90,
      target: 10_000_000,
      premium: 250_000,
      search: { en: 'search', fr: 'de la recherche' },
      steps: 64,
    };
    for (const code of PROBLEM_CODES) {
      const en = problemText({ code, params: values }, 'en');
      const fr = problemText({ code, params: values }, 'fr');
      expect(en, code).not.toBe('');
      expect(fr, code).not.toBe(en);
      expect(fr, code).not.toContain('undefined');
    }
    expect(problem('x', 'sex')).toEqual({
      field: 'x',
      code: 'sex',
      params: {},
      message: 'Sex must be M or F.',
    });
  });
});

describe('issue 24: the new refusals in both languages, money in the reader’s format', () => {
  it('words a solve with no answer and a loan above the maximum', () => {
    const none = problem('ul.annualDeposit', 'noDepositCarries', { age: 100, max: 200_000_000 });
    expect(none.message).toBe(
      'No deposit up to the product’s maximum of $2,000,000.00 a year keeps this policy in force to age 100.',
    );
    expect(problemText(none, 'fr')).toBe(
      'Aucun dépôt, jusqu’au maximum de 2\u00a0000\u00a0000,00\u00a0$ par année permis par le produit, ne maintient cette police en vigueur jusqu’à 100 ans.',
    );
    const loan = problem('ul.loans.0.amount', 'loanAboveMaximum', {
      year: 3,
      amount: 10_000_000,
      maximum: 812_345,
      share: 90,
    });
    expect(loan.message).toBe(
      'The loan of $100,000.00 in policy year 3 is more than the most the policy lends then: $8,123.45 (90 % of the cash value, less any loan).',
    );
    expect(problemText(loan, 'fr')).toBe(
      'L’avance de 100\u00a0000,00\u00a0$ de l’année de police 3 dépasse le maximum que la police consent alors\u202f: 8\u00a0123,45\u00a0$ (90\u00a0% de la valeur de rachat, moins les avances en cours).',
    );
  });
});
