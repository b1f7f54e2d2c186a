import { describe, expect, it } from 'vitest';
import { auditToCsv } from './audit';
import { audited, illustrated } from './test-support/valid';

describe('audit trail', () => {
  it('UL: one row per month until lapse or 121, money as dollars in the CSV, ending on the ledger value', () => {
    const input = {
      productId: '0602',
      faceAmount: 500_000,
      premiumMode: 'Monthly',
      insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 45 }],
      ul: { annualDeposit: 9000 },
    } as const;
    const trail = audited(input, 'illustrated');
    const ledger = illustrated(input).ledgers.illustrated;
    expect(trail.granularity).toBe('month');
    expect(trail.rows.length).toBe(
      ledger.years * 12 -
        (ledger.endReason === 'lapse' ? 12 - ((trail.rows.at(-1)?.month as number) + 1) : 0),
    );
    expect(trail.rows[11]?.accountValue).toBe(ledger.accountValue[0]);
    const csv = auditToCsv(trail).split('\n');
    expect(csv[0]).toBe(trail.columns.join(','));
    expect(csv[0]).toContain('netAmountAtRisk');
    expect(csv[0]).toContain('fund.DI');
    const first = csv[1]?.split(',') ?? [];
    expect(first[trail.columns.indexOf('grossPremium')]).toBe('750.00');
    expect(first[trail.columns.indexOf('coiRate')]).toBe(String(trail.rows[0]?.coiRate));
  });

  it('whole life and term: one row per year', () => {
    const wl = audited(
      {
        productId: '0900',
        faceAmount: 100_000,
        premiumMode: 'Annual',
        insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 50 }],
        wholeLife: { dividendOption: 'PUA' },
      },
      'illustrated',
    );
    expect(wl.rows.length).toBe(71);
    expect(wl.columns).toContain('puaBought');
    const term = audited(
      {
        productId: '0132',
        faceAmount: 100_000,
        premiumMode: 'Annual',
        insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 50 }],
      },
      'guaranteed',
    );
    // Issued at 50, term 20 would renew at 70, past its last renewal age of 65.
    expect(term.rows.length).toBe(20);
    expect(auditToCsv(term).split('\n')[1]?.split(',')[0]).toBe('0');
  });
});
