// Status words by code, in both languages (decision 0031): the policy status lookup (seeded
// from here into the database), the coverage statuses and billing statuses the admin system
// writes in English.
import { labelTable } from './table';

export interface PolicyStatusLabel {
  code: string;
  en: string;
  fr: string;
  /** A death status: the date of death is shown beside it (spec 4, status rules). */
  isDeath: boolean;
}

/** The policy status lookup (policyStatusCode, policyStatusDescription). */
export const POLICY_STATUS_LABELS: readonly PolicyStatusLabel[] = [
  status('10', 'Active - Premium Paying', 'En vigueur – primes payables'),
  status('11', 'Active - Premium Waived', 'En vigueur – primes exonérées'),
  status('12', 'Active - Paid Up', 'En vigueur – libérée'),
  status('13', 'Active - Payout', 'En vigueur – en versement'),
  status('14', 'Active - Accumulating', 'En vigueur – en accumulation'),
  status('20', 'Lapsed', 'Déchue'),
  status('21', 'Surrendered', 'Rachetée'),
  status('22', 'Matured', 'Échue'),
  status('23', 'Expired', 'Expirée'),
  status('24', 'Extended Term Insurance', 'Assurance temporaire prolongée'),
  status('30', 'Death Claim Pending', 'Demande de règlement décès en cours', true),
  status('31', 'Death Claim Paid', 'Prestation de décès versée', true),
  status('40', 'Not Taken', 'Non acceptée par le client'),
  status('41', 'Rejected', 'Refusée'),
];
function status(code: string, en: string, fr: string, isDeath = false): PolicyStatusLabel {
  return { code, en, fr, isDeath };
}

export const POLICY_STATUSES = labelTable(
  POLICY_STATUS_LABELS.map(({ code, en, fr }) => ({ codes: [code], en, fr })),
);

/** Coverage statuses as the admin system writes them (coverageStatus). */
export const COVERAGE_STATUSES = labelTable([
  { codes: ['PREMIUM PAYING'], en: 'Premium Paying', fr: 'Primes payables' },
  { codes: ['ACTIVE COVERAGE', 'ACTIVE'], en: 'Active Coverage', fr: 'Couverture en vigueur' },
  { codes: ['PAID UP'], en: 'Paid Up', fr: 'Libérée' },
  { codes: ['COVERAGE PAID UP'], en: 'Coverage Paid Up', fr: 'Couverture libérée' },
  { codes: ['PREMIUM WAIVED', 'WAIVED'], en: 'Premium Waived', fr: 'Primes exonérées' },
  { codes: ['DEATH CLAIM'], en: 'Death Claim', fr: 'Demande de règlement décès' },
  { codes: ['LAPSED'], en: 'Lapsed', fr: 'Déchue' },
  { codes: ['TERMINATED'], en: 'Terminated', fr: 'Résiliée' },
  { codes: ['EXPIRED'], en: 'Expired', fr: 'Expirée' },
]);

/** Billing statuses (billingStatus). */
export const BILLING_STATUSES = labelTable([
  { codes: ['BILLED'], en: 'Billed', fr: 'Facturée' },
  { codes: ['SUSPENDED'], en: 'Suspended', fr: 'Suspendue' },
  { codes: ['NOT BILLED'], en: 'Not Billed', fr: 'Non facturée' },
]);
