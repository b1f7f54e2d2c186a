// Loans and withdrawals within what the policy allows (README §Universal life, steps 3a and
// 3b): the input's schedule is projected on the illustrated basis, and each flow above the most
// the policy grants when it is taken is refused on its field, with that maximum in the text.
// The other bases, whose values are lower, cut such a flow to the maximum and say so on the
// ledger (Ledger.limitedFlows) instead.
import type { ResolvedCashFlow, ResolvedInput } from '../input-types';
import type { LimitedFlow } from '../ledger';
import { type InputProblem, problem } from '../problems';
import { ulStart } from './ledger';
import { prepareUl } from './prepare';
import { runUl } from './project';

function fieldOf(
  flows: readonly ResolvedCashFlow[],
  key: 'withdrawals' | 'loans',
  year: number,
): string {
  const index = flows.findIndex((flow) => flow.year === year);
  return `ul.${key}.${Math.max(0, index)}.amount`;
}

export function flowLimitProblems(input: ResolvedInput): InputProblem[] {
  const ul = input.ul;
  const product = input.product;
  if (!ul || product.family !== 'ul') return [];
  if (ul.withdrawals.length === 0 && ul.loans.length === 0) return [];
  const prepared = prepareUl(input);
  const limited: LimitedFlow[] = [];
  const { modalDeposit, face, start } = ulStart(input, prepared);
  runUl(prepared, prepared.bases.illustrated, {
    modalDeposit,
    face,
    suppressLapse: false,
    endYear: prepared.years,
    limited,
    start,
  });
  // A flow after an illustrated lapse is not refused: the ledger says it is not taken (step 12).
  return limited
    .filter((flow) => flow.reason !== 'afterLapse')
    .map((flow) => {
      if (flow.kind === 'loan')
        return problem(fieldOf(ul.loans, 'loans', flow.year), 'loanAboveMaximum', {
          year: flow.year,
          amount: flow.requested,
          maximum: flow.granted,
          share: prepared.loanMaximumShare / 100,
        });
      const field = fieldOf(ul.withdrawals, 'withdrawals', flow.year);
      if (flow.reason === 'minimumFace')
        return problem(field, 'withdrawalBelowMinimumFace', {
          year: flow.year,
          minimum: product.face.min * 100,
          product: product.name,
        });
      return problem(field, 'withdrawalAboveMaximum', {
        year: flow.year,
        amount: flow.requested,
        maximum: flow.granted,
        share: prepared.withdrawalMaximumShare / 100,
      });
    });
}
