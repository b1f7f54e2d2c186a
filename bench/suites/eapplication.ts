// The e-application's whole validation (issue 20 §4): validateEApplication runs on every change
// in the browser and once more on Submit on the server. Measured on a full application (every
// beneficiary list at its 3, every rule checked) and on one that breaks every rule at once.
import type { EAppForm } from '@portal/domain/eapp/form';
import { completeForm } from '@portal/domain/eapp/test-forms';
import { validateEApplication } from '@portal/domain/eapp/validate';
import { type BenchFigure, type BenchSuite, timeCalls } from '../suite';

const three = (share: string) =>
  (['Primary', 'Primary', 'Contingent'] as const).map((beneficiaryClass) => ({
    name: 'Alex Roy',
    relationship: 'Child',
    beneficiaryClass,
    share,
  }));

const full: EAppForm = completeForm({
  beneficiaries: {
    base: three('33.33'),
    childRider1: three('50'),
    childRider2: three('50'),
    termRider1: three('50'),
    termRider2: three('50'),
  },
});

const broken: EAppForm = completeForm({
  postalCode: '',
  ownerLastName: '',
  ownerFirstName: '',
  joint: true,
  paymentDeclaration: false,
  declarationAuthorization: false,
  ownerSin: '1',
  transit: '',
  health: { ...full.health, q2a: 'Y', q3b: 'Y' },
  beneficiaries: { ...full.beneficiaries, base: three('60') },
});

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
}

const suite: BenchSuite = {
  name: 'eapplication',
  async run(): Promise<BenchFigure[]> {
    return (
      [
        ['complete application', full],
        ['application breaking every rule', broken],
      ] as const
    ).map(([label, form]) => {
      const figures = percentiles(
        timeCalls(() => validateEApplication(form, { language: 'fr' }), {
          warmup: 200,
          runs: 1000,
        }),
      );
      return {
        name: `validateEApplication: ${label}`,
        unit: 'ms (median)',
        value: Number(figures.median.toFixed(4)),
        details: { p95: Number(figures.p95.toFixed(4)), runs: figures.count },
      };
    });
  },
};

export default suite;
