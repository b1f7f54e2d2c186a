import type { IllustrationInput } from '../input';

/**
 * A term, a whole-life par and a UL case (two riders, four funds): the three the report tests
 * print, and the UL one the reports bench renders.
 */
export const REPORT_CASES: Record<'term' | 'par' | 'ul', IllustrationInput> = {
  term: {
    productId: '0131',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    issueDate: '2026-03-02',
    insureds: [{ sex: 'F', smokeClass: 'N', issueAge: 40 }],
  },
  par: {
    productId: '0900',
    faceAmount: 250_000,
    premiumMode: 'Annual',
    issueDate: '2026-03-02',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 35 }],
    wholeLife: { dividendOption: 'PUA' },
  },
  ul: {
    productId: '0602',
    faceAmount: 500_000,
    premiumMode: 'Monthly',
    issueDate: '2026-03-02',
    insureds: [{ sex: 'M', smokeClass: 'N', issueAge: 40 }],
    ul: { annualDeposit: 9000, allocations: { DI: 40, CBF: 20, CEFI: 25, APEF: 15 } },
    riders: [{ riderId: '094', faceAmount: 100_000 }, { riderId: 'WP' }],
  },
};
