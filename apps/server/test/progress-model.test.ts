// Issue 15 §3: the policy-progress report tells one story: the projection goes on from today's
// values after the last anniversary, and the statuses agree with each other.
import { illustrateResolved } from '@portal/actuarial/illustrate';
import { resolveInput } from '@portal/actuarial/input';
import type { InforcePolicy } from '@portal/domain/inforce/types';
import { describe, expect, it } from 'vitest';
import { historyOf, POLICY_STATUSES, showcasePolicies } from '../src/db/seeds/inforce';
import { engineInputOf } from '../src/inforce/engine-input';
import { buildProgressDocument } from '../src/reports/progress-model';

const TODAY = '2026-11-25';
const book = new Map(showcasePolicies().map((row) => [row.policy.policyNumber, row.policy]));
const statuses = new Map(POLICY_STATUSES.map((s) => [s.policyStatusCode, s]));

function report(number: string, lang: 'en' | 'fr' = 'en') {
  const stored = book.get(number) as InforcePolicy;
  const policy = { ...stored, currentDate: TODAY };
  return buildProgressDocument({
    policy,
    status: statuses.get(policy.policyStatusCode) ?? null,
    history: historyOf(stored),
    lang,
    company: 'Boréal Life',
    agentName: 'Camille Tremblay',
    agentCode: 'BA10234',
    preparedOn: new Date(`${TODAY}T12:00:00Z`),
  });
}
const fact = (rows: [string, string][], label: string) => rows.find(([l]) => l === label)?.[1];
const money = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('the projection goes on from today', () => {
  it.each(['WL100001', 'LT100001', 'WL100004', 'UL100001'])(
    '%s: no year twice, the first projected year after the last anniversary, premiums carried on',
    (number) => {
      const doc = report(number);
      const history = doc.history.rows.map((row) => Number(row[0]));
      const projected = doc.projection?.table.rows.map((row) => Number(row[0])) ?? [];
      expect(projected.length).toBeGreaterThan(0);
      expect(projected.filter((year) => history.includes(year))).toEqual([]);
      expect(projected[0]).toBe((history.at(-1) ?? 0) + 1);
      const paidToDate = money(doc.history.rows.at(-1)?.[2]);
      const [first] = doc.projection?.table.rows ?? [];
      expect(money(first?.[3])).toBeCloseTo(paidToDate + money(first?.[2]), 2);
    },
  );

  it('WL100001 goes on as the engine’s own projection does, its values being the engine’s', () => {
    const stored = book.get('WL100001') as InforcePolicy;
    const fromIssue = illustrateResolved(resolveInput(engineInputOf(stored, [], 'issue') as never))
      .ledgers.illustrated;
    const doc = report('WL100001');
    const [first] = doc.projection?.table.rows ?? [];
    const t = Number(first?.[0]) - 1;
    expect(money(first?.[4])).toBeCloseTo((fromIssue.cashSurrenderValue[t] ?? 0) / 100, 2);
    expect(money(first?.[5])).toBeCloseTo((fromIssue.deathBenefit[t] ?? 0) / 100, 2);
  });
});

describe('the report’s statuses agree', () => {
  it('a paid-up policy: its premiums are Not Applicable, never $0.00', () => {
    const doc = report('PU100001');
    expect(fact(doc.details, 'Annual premium')).toBe('Not Applicable');
    expect(fact(doc.details, 'Modal premium')).toBe('Not Applicable');
    expect(fact(doc.details, 'Premium status')).toBe('Paid up');
    expect(doc.coverages.rows.map((row) => row[3])).toEqual(['Not Applicable']);
    // Nothing more to pay in its projection either.
    const premiums = doc.projection?.table.rows.map((row) => money(row[2])) ?? [];
    expect(premiums.length).toBeGreaterThan(0);
    expect(premiums.every((premium) => premium === 0)).toBe(true);
  });

  it('an ended policy (a death claim, a lapse) has no projection', () => {
    expect(report('WL100002').projection).toBeNull();
    expect(report('LT100002').projection).toBeNull();
    expect(report('WL100002').sections).not.toContain('projection');
  });

  it('a death claim does not say “Premium paying”, in English or French', () => {
    const en = report('WL100002');
    expect(fact(en.details, 'Premium status')).toBe('No premium due (death claim)');
    expect(en.coverages.rows[0]?.[3]).toBe('Not Applicable');
    const fr = report('WL100002', 'fr');
    expect(fact(fr.details, 'Statut des primes')).toBe(
      'Aucune prime exigible (demande de règlement décès)',
    );
    expect(fr.coverages.rows[0]?.[3]).toBe('Sans objet');
  });

  it('a whole life policy has no “policy value” to show as Not Available', () => {
    expect(report('WL100001').values.map(([label]) => label)).not.toContain('Policy value');
    expect(report('UL100001').values.map(([label]) => label)).toContain('Policy value');
  });
});
