import { describe, expect, it } from 'vitest';

import { t3363 } from '../mortality/soa/t3363';
import { tableQ } from '../test-support/hand';
import { illustrated } from '../test-support/valid';
import { exemptTestStatus, isBeforeDec2_1982 } from './exempt';

describe('ACB and NCPI', () => {
  it('term: NCPI is q (composite CSO) × (DB − CSV); ACB is premiums less NCPI, floored at 0', () => {
    const ledger = illustrated({
      productId: '0131',
      faceAmount: 500_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    }).ledgers.illustrated;
    let acb = 0;
    for (let t = 0; t < ledger.years; t++) {
      const ncpi = Math.round(tableQ(t3363, 40, t + 1) * 50_000_000);
      expect(ledger.ncpi[t], `year ${t + 1}`).toBe(ncpi);
      acb = Math.max(0, acb + (ledger.premium[t] ?? 0) - ncpi);
      expect(ledger.acb[t]).toBe(acb);
      expect(ledger.taxableGain[t]).toBe(0);
    }
  });
  it('whole life: taxable gain on surrender is CSV over ACB', () => {
    const ledger = illustrated({
      productId: '0902',
      faceAmount: 250_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 30 }],
      wholeLife: { dividendOption: 'PUA' },
    }).ledgers.illustrated;
    let gains = 0;
    for (let t = 0; t < ledger.years; t++) {
      expect(ledger.taxableGain[t]).toBe(
        Math.max(0, (ledger.cashSurrenderValue[t] ?? 0) - (ledger.acb[t] ?? 0)),
      );
      if ((ledger.taxableGain[t] ?? 0) > 0) gains += 1;
    }
    expect(gains).toBeGreaterThan(0);
  });
});

describe('exempt status', () => {
  it('grandfathered before 2 December 1982', () => {
    expect(isBeforeDec2_1982('1982-12-01')).toBe(true);
    expect(isBeforeDec2_1982('1982-12-02')).toBe(false);
    expect(exemptTestStatus('1980-05-05', false, true)).toBe('Grandfathered');
  });
  it('tested, untested, old and new rules, non-exempt', () => {
    expect(exemptTestStatus('2010-01-01', true, true)).toBe('ExemptWithTesting');
    expect(exemptTestStatus('2010-01-01', true, false)).toBe('ExemptWithoutTesting');
    expect(exemptTestStatus('2017-01-01', true, false)).toBe('ExemptWithoutTestingNew');
    expect(exemptTestStatus('2016-12-31', false, true)).toBe('NonExempt');
    expect(exemptTestStatus('2020-03-03', false, true)).toBe('NonExemptNew');
  });
});

describe('tax summary of an illustration', () => {
  it('needs an issue date; a modest UL is exempt with testing, an overfunded one is not', async () => {
    const { illustrated: run } = await import('../test-support/valid');
    const base = {
      productId: '0602',
      faceAmount: 100_000,
      premiumMode: 'Annual',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    } as const;
    expect(run({ ...base, ul: { annualDeposit: 1500 } }).tax.exemptStatus).toBeNull();
    const modest = run({ ...base, issueDate: '2024-01-15', ul: { annualDeposit: 1500 } }).tax;
    expect(modest).toEqual({
      exemptStatus: 'ExemptWithTesting',
      isBeforeDec2_1982: false,
      exemptTestFirstFailure: null,
    });
    const stuffed = run({ ...base, issueDate: '2024-01-15', ul: { annualDeposit: 60_000 } }).tax;
    expect(stuffed.exemptStatus).toBe('NonExemptNew');
    expect(stuffed.exemptTestFirstFailure).toBe(0);
    const term = run({
      productId: '0131',
      faceAmount: 100_000,
      premiumMode: 'Annual',
      issueDate: '1981-06-01',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    }).tax;
    expect(term.exemptStatus).toBe('Grandfathered');
  });
});
