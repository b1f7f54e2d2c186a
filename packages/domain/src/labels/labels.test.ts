import { describe, expect, it } from 'vitest';
import { LABEL_TABLES } from './all';
import { FUND_LABELS, fundLabel } from './funds';
import { COVERAGE_LABELS, coverageLabel, PRODUCT_LABELS, productLabel } from './products';
import { RELATIONSHIPS } from './relationships';
import { COVERAGE_STATUSES, POLICY_STATUS_LABELS, POLICY_STATUSES } from './statuses';
import { labelIn, labelKey, labelTable } from './table';

describe('code labels', () => {
  it('find an entry by any of its codes or by its English text, whatever the case', () => {
    expect(labelIn(PRODUCT_LABELS, '0900', 'fr')).toBe('Vie entière avec participation');
    expect(labelIn(COVERAGE_STATUSES, 'PAID UP', 'fr')).toBe('Libérée');
    expect(labelIn(COVERAGE_STATUSES, 'Premium Paying', 'fr')).toBe('Primes payables');
    expect(labelIn(COVERAGE_STATUSES, 'premium  paying', 'en')).toBe('Premium Paying');
    expect(labelIn(RELATIONSHIPS, 'SP', 'fr')).toBe('Conjoint');
    expect(labelIn(RELATIONSHIPS, 'Children', 'fr')).toBe('Enfants');
    expect(labelIn(FUND_LABELS, 'DIA1', 'fr')).toBe('Compte à intérêt quotidien');
    expect(labelIn(FUND_LABELS, 'Loan Collateral', 'fr')).toBe('Garantie des avances');
    expect(labelIn(POLICY_STATUSES, '31', 'fr')).toBe('Prestation de décès versée');
  });

  it('give the data’s own text back when the code is unknown', () => {
    expect(labelIn(RELATIONSHIPS, 'Godmother', 'fr')).toBe('Godmother');
    expect(labelIn(RELATIONSHIPS, null, 'fr')).toBe('');
    expect(productLabel('0999', 'fr', 'Mystery Plan')).toBe('Mystery Plan');
    expect(productLabel('0999', 'fr')).toBe('0999');
  });

  it('name a coverage by plan code, base product, rider code or English name', () => {
    expect(
      coverageLabel({ coverageType: 'BASE', prodID: '0131', planCode: 'X', name: 'Term 10' }, 'fr'),
    ).toBe('Temporaire 10 ans');
    expect(
      coverageLabel(
        {
          coverageType: 'RIDER',
          prodID: '0602',
          planCode: '19U602',
          name: 'UL Coverage Increase 2019',
        },
        'fr',
      ),
    ).toBe('Augmentation de couverture VU 2019');
    expect(coverageLabel({ coverageType: 'BENEFIT', prodID: 'WP', name: 'Waiver' }, 'fr')).toBe(
      'Exonération des primes',
    );
    expect(coverageLabel({ name: 'Accidental Death Benefit' }, 'fr')).toBe(
      'Prestation de décès accidentel',
    );
    // An unnamed coverage stays unnamed: the screen says 'error testing' (spec 2).
    expect(coverageLabel({ coverageType: 'BENEFIT', prodID: 'ADB', name: '' }, 'fr')).toBe('');
  });

  it('name a fund by id, else by its English name, else as the data give it', () => {
    expect(fundLabel({ fundID: 'TSX60', fundName: 'whatever' }, 'fr')).toBe(
      'Compte indiciel S&P/TSX 60',
    );
    expect(fundLabel({ fundID: 'X9', fundName: 'Balanced Income Fund' }, 'fr')).toBe(
      'Fonds de revenu équilibré',
    );
    expect(fundLabel({ fundID: 'X9', fundName: 'Odd Fund' }, 'fr')).toBe('Odd Fund');
  });

  it('refuse a table where one key names two things', () => {
    expect(() =>
      labelTable([
        { codes: ['A'], en: 'One', fr: 'Un' },
        { codes: ['a'], en: 'Two', fr: 'Deux' },
      ]),
    ).toThrow(/names both/);
  });

  it('compare keys without accents, case or dash kind', () => {
    expect(labelKey('Échue – 2 ')).toBe(labelKey('echue - 2'));
  });

  it('keep the policy status lookup whole: every code once, death statuses flagged', () => {
    const codes = POLICY_STATUS_LABELS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(POLICY_STATUS_LABELS.filter((s) => s.isDeath).map((s) => s.code)).toEqual(['30', '31']);
  });

  it.each(Object.entries(LABEL_TABLES))(
    '%s: every French label is French typography',
    (_, table) => {
      for (const entry of table.entries) {
        expect(entry.fr.trim()).not.toBe('');
        expect(entry.en.trim()).not.toBe('');
        // Typographic apostrophes in French; a spaced hyphen is a dash there.
        expect(entry.fr).not.toMatch(/'|\s-\s/);
      }
    },
  );

  it('covers the illustration riders by id and by plan code alike', () => {
    for (const [id, plan] of [
      ['093', '06T101'],
      ['094', '08U101'],
      ['WP', 'WP01'],
      ['ADB', 'ADB01'],
      ['CHILD', 'CTR01'],
    ])
      expect(COVERAGE_LABELS.find(id)).toBe(COVERAGE_LABELS.find(plan));
  });
});
