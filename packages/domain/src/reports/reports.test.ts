import { describe, expect, it } from 'vitest';
import {
  chunkText,
  cutComboDescription,
  DEFAULT_REPORT_SETTINGS,
  reportLanguageOf,
} from './defaults';
import { reportFormDataFromForm } from './form-data';
import { illustrationReportList, pagesToPrint } from './pages';
import { formatReportDate, isMiddayUtc, scalar, scalarValue, toReportDate } from './scalars';
import { escapeRow, escapeSpreadsheetText } from './spreadsheet';
import { choosePolicyTemplate } from './templates';

describe('report defaults', () => {
  it('are zoom 121, language E, scalar method D', () => {
    expect(DEFAULT_REPORT_SETTINGS).toEqual({ zoom: 121, language: 'E', scalarMethod: 'D' });
  });

  it('follow reportLanguage first, then the settings code', () => {
    expect(reportLanguageOf('French', { language: 'E' })).toBe('fr');
    expect(reportLanguageOf('English', { language: 'F' })).toBe('en');
    expect(reportLanguageOf(undefined, { language: 'F' })).toBe('fr');
    expect(reportLanguageOf(undefined, undefined)).toBe('en');
  });
});

describe('free text and combo descriptions', () => {
  it('splits text over 100 characters into pieces of 100', () => {
    const text = 'a'.repeat(250);
    expect(chunkText(text).map((s) => s.length)).toEqual([100, 100, 50]);
    expect(chunkText('a'.repeat(100))).toEqual(['a'.repeat(100)]);
    expect(chunkText('')).toEqual([]);
    expect(chunkText(text).join('')).toBe(text);
  });

  it('never splits a character in half', () => {
    const text = `${'é'.repeat(99)}😀x`;
    expect(chunkText(text)).toEqual([`${'é'.repeat(99)}😀`, 'x']);
  });

  it('cuts combo descriptions to 125 characters', () => {
    expect(cutComboDescription('b'.repeat(200))).toHaveLength(125);
    expect(cutComboDescription('short')).toBe('short');
  });
});

describe('scalars', () => {
  it('send booleans as 1 or 0', () => {
    expect(scalar.boolean('PQWizard_chkStoreInExcel', true)).toMatchObject({ value: 1 });
    expect(scalar.boolean('PQWizard_chkStoreInExcel', false)).toMatchObject({ value: 0 });
    expect(scalarValue(scalar.boolean('x', true))).toBe(true);
  });

  it('send dates as midday UTC formatted day/month/year', () => {
    const s = scalar.date('PQWizard_StartDate', '2026-01-01');
    expect(s).toEqual({
      name: 'PQWizard_StartDate',
      dataType: 'Date',
      value: '2026-01-01T12:00:00.000Z',
      format: 'dd/MM/yyyy',
    });
    expect(formatReportDate(s.value as string)).toBe('01/01/2026');
    expect(isMiddayUtc('2026-01-01T12:00:00.000Z')).toBe(true);
    expect(isMiddayUtc('2026-01-01T00:00:00.000Z')).toBe(false);
    expect(() => toReportDate('2026-02-30')).toThrow();
    expect(toReportDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21T12:00:00.000Z');
  });

  it('refuse numbers that are not what their type says', () => {
    expect(() => scalar.integer('n', 1.5)).toThrow();
    expect(() => scalar.double('n', Number.NaN)).toThrow();
  });
});

describe('illustration pages', () => {
  const par = { hasNonGuaranteed: true, hasSharedOwnership: false };
  const term = { hasNonGuaranteed: false, hasSharedOwnership: false };

  it('prints the main pages by default, guaranteed ledger first, and no concept page', () => {
    expect(illustrationReportList({}, par).map((i) => i.reportFile)).toEqual([
      'cover',
      'coverage',
      'summary',
      'ledger-guaranteed',
      'ledger-illustrated',
      'ledger-alternate',
      'tax',
      'underwriting',
      'compliance',
      'signature',
    ]);
  });

  it('has no non-guaranteed ledger for term, and keeps required pages when unticked', () => {
    const list = illustrationReportList(
      { cover: false, ledger: false, signature: false, coverage: false, irr: true },
      term,
    );
    expect(list.map((i) => i.reportFile)).toEqual([
      'cover',
      'summary',
      'ledger-guaranteed',
      'tax',
      'underwriting',
      'compliance',
      'concept-irr',
      'signature',
    ]);
    expect(list.find((i) => i.reportFile === 'compliance')?.required).toBe(true);
  });

  it('adds Shared Ownership only when its data are present', () => {
    expect(
      illustrationReportList({}, { ...par, hasSharedOwnership: true }).map((i) => i.reportFile),
    ).toContain('shared-ownership');
  });

  it('prints the needs page after the cover only when chosen and an analysis is carried', () => {
    const withNeeds = { ...par, hasNeedsAnalysis: true };
    expect(illustrationReportList({ needs: true }, withNeeds).map((i) => i.reportFile)).toEqual([
      'cover',
      'needs',
      'coverage',
      'summary',
      'ledger-guaranteed',
      'ledger-illustrated',
      'ledger-alternate',
      'tax',
      'underwriting',
      'compliance',
      'signature',
    ]);
    // Not chosen, or chosen with no analysis: no page (never a blank one).
    expect(illustrationReportList({}, withNeeds).map((i) => i.reportFile)).not.toContain('needs');
    expect(illustrationReportList({ needs: true }, par).map((i) => i.reportFile)).not.toContain(
      'needs',
    );
    expect(pagesToPrint([{ reportFile: 'needs' }], term)).not.toContain('needs');
    expect(pagesToPrint([{ reportFile: 'needs' }], { ...term, hasNeedsAnalysis: true })).toEqual([
      'cover',
      'needs',
      'ledger-guaranteed',
      'compliance',
      'signature',
    ]);
  });

  it('prints a client list in print order, known families only, once each', () => {
    const pages = pagesToPrint(
      [
        { reportFile: 'tax' },
        { reportFile: '../../etc/passwd' },
        { reportFile: 'tax' },
        { reportFile: 'ledger-alternate' },
      ],
      term,
    );
    expect(pages).toEqual(['cover', 'ledger-guaranteed', 'tax', 'compliance', 'signature']);
  });
});

describe('policy report template choice', () => {
  const base = { premiumOffset: false, solve: false, loan: false };
  it.each([
    [{ family: 'UL' as const, ...base, solve: true, loan: true }, 'policy-ul-solve'],
    [{ family: 'UL' as const, ...base, loan: true }, 'policy-ul-loan'],
    [{ family: 'UL' as const, ...base }, 'policy-ul'],
    [
      { family: 'PAR' as const, ...base, dividendOption: 'PUA', premiumOffset: true },
      'policy-par-offset',
    ],
    [{ family: 'PAR' as const, ...base, dividendOption: 'DOD', loan: true }, 'policy-par-loan'],
    [{ family: 'PAR' as const, ...base, dividendOption: 'ENH' }, 'policy-par-pua'],
    [{ family: 'PAR' as const, ...base, dividendOption: 'PIC' }, 'policy-par'],
    [{ family: 'LEVEL' as const, ...base }, 'policy-level'],
    [{ family: 'ANNUITY' as const, ...base }, 'policy-annuity'],
    [{ family: 'OTHER' as const, ...base }, 'policy-basic'],
  ])('%o → %s', (key, template) => {
    expect(choosePolicyTemplate(key)).toBe(template);
  });
});

describe('spreadsheet escaping', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1', "'+33 1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(escapeSpreadsheetText(input)).toBe(output);
  });

  it('leaves numbers and booleans alone', () => {
    expect(escapeRow([-2, true, null, '=x'])).toEqual([-2, true, null, "'=x"]);
  });
});

describe('the illustration form as report formData', () => {
  it('carries the needs page and the tied analysis (issue 22)', () => {
    const id = '0b7c1f3e-9d2a-4c55-8f10-2a6d3b9e4c71';
    const data = reportFormDataFromForm({ chkNeedsPage: true, needsAnalysisId: ` ${id} ` });
    expect(data.pages.needs).toBe(true);
    expect(data.needsAnalysisId).toBe(id);
    expect(reportFormDataFromForm({ chkNeedsPage: true })).not.toHaveProperty('needsAnalysisId');
  });

  it('maps the spec’s check boxes and percent fields', () => {
    const data = reportFormDataFromForm({
      ownerName: ' Jeanne ',
      insuredName: 'Jeanne',
      insured2Name: '',
      chkCoverPage: true,
      chkBenefitsPage: false,
      chkCoveragePage: true,
      chkTaxPage: false,
      chkInternalRoR: true,
      chkIncomeNonRegPage: true,
      chkTerm10: true,
      chkTerm30: true,
      txtCharitableGivingIntRate: '5',
      txtCharitableGivingTaxRate: '40,5',
      txtIncomePayoutLoanRate: 'abc',
    });
    expect(data).toEqual({
      ownerName: 'Jeanne',
      insuredName: 'Jeanne',
      secondInsuredName: '',
      pages: {
        cover: true,
        coverage: true,
        tax: false,
        underwriting: false,
        productCompare: false,
        irr: true,
        charitableGiving: false,
        insuranceAsInvestment: false,
        income: true,
        needs: false,
      },
      compareProductIds: ['0131', '0133'],
      conceptRates: { charitable: { intRate: 0.05, taxRate: 0.405 }, investment: {}, income: {} },
    });
  });
});
