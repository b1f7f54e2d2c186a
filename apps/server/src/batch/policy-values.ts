// One policy of an in-force batch through the engine (issue 23 §2, decision 0086): the
// projection from today that the policy-progress report prints (reports/progress-model.ts),
// sampled at a few points. Runs in an engine thread (engine/jobs.ts `batchPolicy`).
import { illustrateResolved } from '@portal/actuarial/illustrate';
import { resolveInput } from '@portal/actuarial/input';
import { policyPremiums, premiumStateOf } from '@portal/domain/inforce/status';
import type { InforcePolicy, PolicyStatus } from '@portal/domain/inforce/types';
import { productLabel } from '@portal/domain/labels/products';
import { engineInputOf, pastAnniversaries } from '../inforce/engine-input';
import { policyStatusText, premiumStateText } from '../reports/progress-model';
import type { PolicyHistoryYear } from '../repositories/inforce';
import type { PolicyResult } from './kinds';

export function policyValues(args: {
  line: number;
  policy: InforcePolicy;
  status: PolicyStatus | null;
  history: PolicyHistoryYear[];
  lang: 'en' | 'fr';
}): PolicyResult {
  const { policy, lang } = args;
  const state = premiumStateOf(policy, args.status, policy.currentDate);
  const premiums = policyPremiums(policy, state);
  const statusText = policyStatusText(policy, args.status, lang);
  const base = policy.coverages.find((c) => c.coverageType === 'BASE') ?? policy.coverages[0];
  const result: PolicyResult = {
    line: args.line,
    policyNumber: policy.policyNumber,
    productId: policy.prodID,
    product: productLabel(policy.prodID, lang, policy.prodName),
    status: `${statusText} · ${premiumStateText(state, lang)}`,
    faceAmount: base?.faceAmount ?? 0,
    annualPremium: premiums.annual ?? 0,
    valuesAsOf: policy.currentDate,
    points: [],
  };
  // A policy that has ended has nothing to project, as on its progress report.
  const ended = state.kind === 'notPayable' && state.reason !== 'noPremium';
  const anniversaries = pastAnniversaries(args.history, policy.currentDate);
  const input = ended ? null : engineInputOf(policy, anniversaries, 'today', state);
  if (!input?.inforce) return result;
  const ledger = illustrateResolved(resolveInput(input)).ledgers.illustrated;
  const start = ledger.startYear;
  const at = (label: PolicyResult['points'][number]['label'], t: number) => {
    if (t < start || t >= ledger.years) return;
    result.points.push({
      label,
      year: t + 1,
      age: ledger.age[t] ?? 0,
      cashValue: Math.round(ledger.cashSurrenderValue[t] ?? 0) / 100,
      deathBenefit: Math.round(ledger.deathBenefit[t] ?? 0) / 100,
    });
  };
  at('in5', start + 4);
  at('in10', start + 9);
  at('in20', start + 19);
  const age65 = ledger.age.findIndex((age, t) => t >= start && t < ledger.years && age === 65);
  if (age65 >= 0) at('age65', age65);
  return result;
}
