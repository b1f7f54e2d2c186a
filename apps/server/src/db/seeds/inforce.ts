// In-force reference data (the policy status lookup, in every install) and the demo portfolio:
// a deterministic generator (fixed seed) with one showcase policy of each of the 17 policy types
// and the edge cases the display rules name, plus `--policies N` generated policies for load tests.
import { foldName } from '@portal/domain/inforce/names';
import {
  isCoveragePaidUp,
  modeFactor,
  premiumModeOfCode,
  round2,
} from '@portal/domain/inforce/rules';
import { beneficiary, coverage, fund, inforcePolicy, party } from '@portal/domain/inforce/sample';
import type {
  BillingMethod,
  BillingTypeCode,
  Coverage,
  InforcePolicy,
  NonForfeitureOption,
  Party,
  PolicyStatus,
  PolicyType,
} from '@portal/domain/inforce/types';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { POLICY_STATUS_LABELS } from '@portal/domain/labels/statuses';
import { like, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  inforcePolicies,
  inforcePolicyHistory,
  inforcePolicyNames,
  policyStatuses,
} from '../tables/inforce';

/** The policy status lookup (reference data), from the domain's one table of status labels. */
export const POLICY_STATUSES: readonly PolicyStatus[] = POLICY_STATUS_LABELS.map((s) => ({
  policyStatusCode: s.code,
  policyStatusDescription: s.en,
  policyStatusDescriptionFr: s.fr,
  isDeath: s.isDeath,
}));

export async function seedInforceReference(db: Db): Promise<void> {
  await db
    .insert(policyStatuses)
    .values([...POLICY_STATUSES])
    .onConflictDoUpdate({
      target: policyStatuses.policyStatusCode,
      set: {
        policyStatusDescription: sql`excluded.policy_status_description`,
        policyStatusDescriptionFr: sql`excluded.policy_status_description_fr`,
        isDeath: sql`excluded.is_death`,
      },
    });
}

// ---------------------------------------------------------------- deterministic generator

/** mulberry32: a small, fast PRNG; the same seed always gives the same portfolio. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Rng = () => number;
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const between = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

const FIRST_F = [
  'Marie',
  'Hélène',
  'Élise',
  'Geneviève',
  'Chloé',
  'Sophie',
  'Emily',
  'Olivia',
  'Amélie',
  'Noémie',
  'Priya',
  'Mei',
];
const FIRST_M = [
  'Jean',
  'François',
  'Jérôme',
  'Luc',
  'André',
  'Mathieu',
  'Liam',
  'Noah',
  'Étienne',
  'Benoît',
  'Arjun',
  'Wei',
];
const LAST = [
  'Tremblay',
  'Gagnon',
  'Bélanger',
  'Côté',
  'Lévesque',
  'Thériault',
  'Gauthier',
  'Bouchard',
  'Morin',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Ouellet',
  'Pelletier',
  'Nguyen',
  'Patel',
  'Leblanc',
];
const CITIES: [string, string, string][] = [
  ['Montréal', 'QC', 'H2X 1Y4'],
  ['Québec', 'QC', 'G1R 4P5'],
  ['Toronto', 'ON', 'M5V 2T6'],
  ['Ottawa', 'ON', 'K1P 5G4'],
  ['Moncton', 'NB', 'E1C 4M3'],
  ['Winnipeg', 'MB', 'R3C 0V8'],
  ['Calgary', 'AB', 'T2P 2M5'],
  ['Vancouver', 'BC', 'V6B 1A1'],
  ['Halifax', 'NS', 'B3J 3K5'],
];
const STREETS = [
  'rue Sainte-Catherine',
  'boulevard René-Lévesque',
  'King Street West',
  'avenue du Parc',
  'Main Street',
  'chemin Sainte-Foy',
];

/** The demo agents: the demo user `agent` (BA10234) and colleagues whose books it cannot see. */
export const DEMO_AGENTS = [
  { agentID: 'BA10234', name: 'Camille Tremblay' },
  { agentID: 'BA10311', name: 'Julien Fortin' },
  { agentID: 'BA10587', name: 'Karen Walsh' },
  { agentID: 'BA10555', name: 'Geneviève Lefebvre' },
] as const;
/** The French-speaking demo agent (user agentfr): WL100001 (as writing agent) and UL100002. */
const FRENCH_AGENT = DEMO_AGENTS[3];

const CURRENT = '2026-11-21';

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function person(r: Rng, id: string, over: Partial<Party> = {}): Party {
  const female = r() < 0.5;
  const [city, province, postalCode] = pick(r, CITIES);
  const first = pick(r, female ? FIRST_F : FIRST_M);
  const last = pick(r, LAST);
  const year = between(r, 1945, 1995);
  const area = province === 'QC' ? '514' : province === 'ON' ? '416' : '604';
  return party({
    partyID: id,
    firstName: first,
    lastName: last,
    middleName: r() < 0.3 ? pick(r, female ? FIRST_F : FIRST_M) : '',
    salutation: female ? 'Mrs.' : 'Mr.',
    gender: female ? 'F' : 'M',
    dateOfBirth: iso(year, between(r, 1, 12), between(r, 1, 28)),
    sin: String(between(r, 100_000_000, 999_999_999)),
    smokeClass: r() < 0.8 ? 'N' : 'S',
    rateClass: pick(r, ['P', 'S', 'U'] as const),
    issueAge: null,
    attainedAge: 2026 - year,
    address1: `${between(r, 10, 9999)} ${pick(r, STREETS)}`,
    city,
    province,
    postalCode,
    phoneNumbers: [
      {
        phoneType: 'Residence',
        phoneNumber: `${area}555${String(between(r, 100, 9999)).padStart(4, '0')}`,
      },
      ...(r() < 0.5
        ? [
            {
              phoneType: 'Cellular' as const,
              phoneNumber: `${area}555${String(between(r, 100, 9999)).padStart(4, '0')}`,
            },
          ]
        : []),
    ],
    emails:
      r() < 0.7
        ? [
            {
              emailAddress: `${foldName(first)}.${foldName(last)}@example.com`.replace(
                /[^a-z.@]/g,
                '',
              ),
            },
          ]
        : [],
    consent: r() < 0.5,
    caslConsent: r() < 0.5 ? true : null,
    ...over,
  });
}

function insuredOf(p: Party): NonNullable<Coverage['insured']> {
  return {
    partyID: p.partyID,
    name: `${p.firstName} ${p.lastName}`,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender,
    smokeClass: p.smokeClass,
    rateClass: p.rateClass,
  };
}

interface Kind {
  prodID: string;
  prodName: string;
  planCode: string;
  /** Premium per 1000 of face a year. */
  ratePer1000: number;
  life: boolean;
  cashValuePer1000PerYear: number;
}

const KINDS: Record<PolicyType, Kind> = {
  WholeLife: {
    prodID: '0900',
    prodName: PRODUCT_LABELS.byCode('0900').en,
    planCode: '00W900',
    ratePer1000: 12.4,
    life: true,
    cashValuePer1000PerYear: 9,
  },
  DecreasingIncreasingTerm: {
    prodID: '0141',
    prodName: PRODUCT_LABELS.byCode('0141').en,
    planCode: '25D141',
    ratePer1000: 2.1,
    life: true,
    cashValuePer1000PerYear: 0,
  },
  Endowment: {
    prodID: '0720',
    prodName: PRODUCT_LABELS.byCode('0720').en,
    planCode: '65E720',
    ratePer1000: 31.5,
    life: true,
    cashValuePer1000PerYear: 28,
  },
  Enhanced: {
    prodID: '0905',
    prodName: PRODUCT_LABELS.byCode('0905').en,
    planCode: '00X905',
    ratePer1000: 10.8,
    life: true,
    cashValuePer1000PerYear: 8,
  },
  LevelTerm: {
    prodID: '0131',
    prodName: PRODUCT_LABELS.byCode('0131').en,
    planCode: '10T131',
    ratePer1000: 1.1,
    life: true,
    cashValuePer1000PerYear: 0,
  },
  PaidUpLife: {
    prodID: '0902',
    prodName: PRODUCT_LABELS.byCode('0902').en,
    planCode: '20W902',
    ratePer1000: 22.6,
    life: true,
    cashValuePer1000PerYear: 18,
  },
  TermWithCashValue: {
    prodID: '0563',
    prodName: PRODUCT_LABELS.byCode('0563').en,
    planCode: '00T563',
    ratePer1000: 8.9,
    life: true,
    cashValuePer1000PerYear: 2,
  },
  Disability: {
    prodID: '0203',
    prodName: PRODUCT_LABELS.byCode('0203').en,
    planCode: 'DI9065',
    ratePer1000: 24,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  CriticalIllness: {
    prodID: '0372',
    prodName: PRODUCT_LABELS.byCode('0372').en,
    planCode: 'CI0075',
    ratePer1000: 6.2,
    life: true,
    cashValuePer1000PerYear: 0,
  },
  UniversalLife: {
    prodID: '0602',
    prodName: PRODUCT_LABELS.byCode('0602').en,
    planCode: '00U602',
    ratePer1000: 7.5,
    life: true,
    cashValuePer1000PerYear: 0,
  },
  DeferredAnnuity: {
    prodID: '0801',
    prodName: PRODUCT_LABELS.byCode('0801').en,
    planCode: 'DA0801',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  ImmediateAnnuity: {
    prodID: '0802',
    prodName: PRODUCT_LABELS.byCode('0802').en,
    planCode: 'IA0802',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  RRIF: {
    prodID: '0553',
    prodName: PRODUCT_LABELS.byCode('0553').en,
    planCode: 'RRIF01',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  LIF: {
    prodID: '0560',
    prodName: PRODUCT_LABELS.byCode('0560').en,
    planCode: 'LIFFA1',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  ESA_ISA: {
    prodID: '0545',
    prodName: PRODUCT_LABELS.byCode('0545').en,
    planCode: 'ESA545',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  SegregatedFund: {
    prodID: '0790',
    prodName: PRODUCT_LABELS.byCode('0790').en,
    planCode: 'SF0790',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
  SegregatedFundRRIF: {
    prodID: '0791',
    prodName: PRODUCT_LABELS.byCode('0791').en,
    planCode: 'SR0791',
    ratePer1000: 0,
    life: false,
    cashValuePer1000PerYear: 0,
  },
};

const SAVINGS: PolicyType[] = [
  'DeferredAnnuity',
  'ImmediateAnnuity',
  'RRIF',
  'LIF',
  'ESA_ISA',
  'SegregatedFund',
  'SegregatedFundRRIF',
];

/** Totals that hang together: coverage premiums by mode, the policy's totals, its cash values. */
export function settle(p: InforcePolicy): InforcePolicy {
  const factor = modeFactor(premiumModeOfCode(p.premiumMode));
  const coverages = p.coverages.map((c) => {
    const premAnnual = round2(
      c.premCoverage +
        c.premFlatExtra +
        c.premMultipleExtra +
        c.policyFee +
        c.premWaiver +
        c.premADB,
    );
    return {
      ...c,
      premAnnual,
      modalFactor: factor,
      modePremiumAmount: round2(premAnnual / factor),
    };
  });
  const payable = coverages.filter((c) => !isCoveragePaidUp(c));
  const paidUp = p.policyCStatCode === '3' || p.policyCStatCode === '4';
  const annual = paidUp ? 0 : round2(payable.reduce((sum, c) => sum + c.premAnnual, 0));
  const out: InforcePolicy = {
    ...p,
    coverages,
    totalAnnualizedPremium: annual,
    totalModalPremium: round2(annual / factor),
  };
  if (p.funds.length > 0) {
    const value = round2(
      p.funds.filter((f) => f.fundType !== 'Loan').reduce((sum, f) => sum + f.fundValue, 0),
    );
    out.policyValue = value;
    out.diaValue = round2(
      p.funds.filter((f) => f.fundType === 'DIA').reduce((a, f) => a + f.fundValue, 0),
    );
    out.giaValue = round2(
      p.funds.filter((f) => f.fundType === 'GIA').reduce((a, f) => a + f.fundValue, 0),
    );
    out.segFundValue = round2(
      p.funds.filter((f) => f.fundType === 'SegFund').reduce((a, f) => a + f.fundValue, 0),
    );
    out.cashSurrenderValue = round2(Math.max(0, value - (p.surrenderCharge ?? 0) - p.loanBalance));
    // Loans up to 90 % of the surrender value net of charges, less what is already borrowed.
    out.availableLoan =
      p.isLoanAvailable && !p.isRegistered
        ? round2(Math.max(0, (value - (p.surrenderCharge ?? 0)) * 0.9 - p.loanBalance))
        : 0;
  } else if (p.basicCashValue !== null) {
    const gross = (p.basicCashValue ?? 0) + (p.puaCashValue ?? 0) + (p.dodBalance ?? 0);
    out.cashSurrenderValue = round2(Math.max(0, gross - p.loanBalance));
    out.availableLoan =
      p.isLoanAvailable && !p.isRegistered ? round2(Math.max(0, gross * 0.9 - p.loanBalance)) : 0;
  }
  return out;
}

/** One plausible policy of a type; `n` makes the number and `r` everything else. */
export function makePolicy(
  type: PolicyType,
  r: Rng,
  policyNumber: string,
  agentIndex = 0,
): InforcePolicy {
  const kind = KINDS[type];
  const owner = person(r, 'P1');
  const insured = r() < 0.8 ? owner : person(r, 'P2');
  const issueYear = between(r, 1998, 2022);
  const issueDate = iso(issueYear, between(r, 1, 12), between(r, 1, 28));
  const birthYear = Number((insured.dateOfBirth ?? '1970').slice(0, 4));
  const issueAge = Math.max(0, issueYear - birthYear);
  const years = 2026 - issueYear;
  const face = SAVINGS.includes(type) ? 0 : between(r, 5, 100) * 10_000;
  const mode = pick(r, ['012', '06', '03', '01']);
  const premCoverage = round2((face / 1000) * kind.ratePer1000 * (1 + issueAge / 100));
  const agent = DEMO_AGENTS[agentIndex % DEMO_AGENTS.length] ?? DEMO_AGENTS[0];
  const cash = round2((face / 1000) * kind.cashValuePer1000PerYear * Math.min(years, 40) * 0.55);
  const base = coverage({
    coverageID: '1',
    name: kind.prodName,
    planCode: kind.planCode,
    prodID: kind.prodID,
    faceAmount: face,
    sumInsured: face,
    units: face / 1000,
    unitValue: 1000,
    issueDate,
    issueAge,
    expiryAge:
      type === 'LevelTerm'
        ? issueAge + 10
        : type === 'Endowment'
          ? 65
          : type === 'TermWithCashValue'
            ? 100
            : null,
    coiType: type === 'UniversalLife' ? 'YRT' : 'None',
    premCoverage,
    policyFee: premCoverage > 0 ? 60 : 0,
    cashValue: cash,
    coverageStatus: 'Premium Paying',
    insured: insuredOf(insured),
    insureds: [insuredOf(insured)],
    beneficiaries:
      SAVINGS.includes(type) && r() < 0.3
        ? []
        : [beneficiary({ firstName: pick(r, FIRST_F), lastName: owner.lastName })],
  });
  const nfo: NonForfeitureOption | null =
    kind.cashValuePer1000PerYear > 0 ? pick(r, ['APL', 'ETI', 'PIC', 'RPU'] as const) : null;
  const billingMethod: BillingMethod = pick(r, ['EFT', 'Mail'] as const);
  const billingTypeCode: BillingTypeCode =
    billingMethod === 'EFT' ? '4' : pick(r, ['5', 'S'] as const);
  const p = inforcePolicy({
    policyNumber,
    policyType: type,
    prodID: kind.prodID,
    prodName: kind.prodName,
    planCode: kind.planCode,
    issueDate,
    currentDate: CURRENT,
    expiryDate:
      base.expiryAge !== null && insured.dateOfBirth
        ? `${birthYear + base.expiryAge}${insured.dateOfBirth.slice(4)}`
        : null,
    paidToDate: '2026-12-01',
    billToDate: '2026-12-01',
    premiumMode: mode,
    billingMethod,
    billingTypeCode,
    drawDay: billingTypeCode === '4' ? between(r, 1, 28) : null,
    billingStatus: 'Billed',
    basicCashValue: kind.cashValuePer1000PerYear > 0 ? cash : null,
    cashSurrenderValue: kind.cashValuePer1000PerYear > 0 ? cash : null,
    isLoanAvailable: kind.cashValuePer1000PerYear > 0,
    availableLoan: 0,
    availableLoanInterestRate: 6,
    nonForfeitureOption: nfo,
    exemptStatus: kind.life
      ? pick(r, ['ExemptWithTesting', 'ExemptWithoutTesting', 'Grandfathered'] as const)
      : null,
    taxAccrualRule: kind.life ? 'PolicyYear' : 'CalendarYear',
    owners: [owner],
    insureds: insured === owner ? [owner] : [insured],
    agent,
    writingAgent: agent,
    coverages: [base],
    funds: [],
  });
  if (type === 'WholeLife' || type === 'Enhanced' || type === 'PaidUpLife') {
    p.dividendPayoutType =
      type === 'Enhanced' ? 'ENH' : pick(r, ['PUA', 'DOD', 'PIC', 'RAP'] as const);
    p.dividendThisYear = round2((face / 1000) * 1.9);
    if (p.dividendPayoutType === 'PUA') {
      p.puaFaceAmount = round2((face / 1000) * years * 4.2);
      p.puaCashValue = round2(p.puaFaceAmount * 0.42);
    }
    if (p.dividendPayoutType === 'DOD') p.dodBalance = round2(p.dividendThisYear * years * 0.8);
    if (type === 'Enhanced') p.dividendEnhancedAmount = round2(face * 0.25);
  }
  if (type === 'UniversalLife') {
    const dia = round2(between(r, 2, 40) * 1000 + r() * 100);
    p.funds = [
      fund({
        fundID: 'DIA1',
        fundName: 'Daily Interest Account',
        fundType: 'DIA',
        fundValue: dia,
        currentFundValue: dia,
      }),
    ];
    p.surrenderCharge = years < 10 ? round2(dia * 0.1) : 0;
    p.nextMonthiversaryDate = iso(2026, 12, Number(issueDate.slice(8, 10)));
    p.ulDepositsThisYear = round2(premCoverage * 1.2);
    p.ulMaxDepositThisYear = round2(premCoverage * 6);
    p.ulPaidToDate = '2026-12-01';
    p.ulLastDepositDate = '2026-11-01';
    p.minPrem = round2(premCoverage * 0.8);
    p.isLoanAvailable = true;
    p.availableLoan = round2(dia * 0.85);
  }
  if (SAVINGS.includes(type)) {
    const value = round2(between(r, 20, 600) * 1000 + r() * 1000);
    p.coverages[0] = {
      ...base,
      premCoverage: 0,
      policyFee: 0,
      cashValue: value,
      coverageStatus: 'Active Coverage',
    };
    p.policyStatusCode =
      type === 'ImmediateAnnuity' ||
      type === 'RRIF' ||
      type === 'LIF' ||
      type === 'SegregatedFundRRIF'
        ? '13'
        : '14';
    p.isRegistered = type !== 'SegregatedFund' && type !== 'ImmediateAnnuity';
    p.isLoanAvailable = false;
    p.exemptStatus = null;
    p.nonForfeitureOption = null;
    p.premiumMode = '012';
    if (type === 'SegregatedFund' || type === 'SegregatedFundRRIF') {
      p.funds = [
        fund({
          fundID: 'SEG1',
          fundName: 'Canadian Equity Fund',
          fundType: 'SegFund',
          fundValue: round2(value * 0.6),
          currentFundValue: round2(value * 0.6),
          units: round2((value * 0.6) / 14.3271),
          unitPrice: 14.3271,
          depositAllocation: { allocationPercent: 60 },
          withdrawalAllocation: { allocationPercent: 60 },
        }),
        fund({
          fundID: 'SEG2',
          fundName: 'Balanced Income Fund',
          fundType: 'SegFund',
          fundValue: round2(value * 0.4),
          currentFundValue: round2(value * 0.4),
          units: round2((value * 0.4) / 11.0812),
          unitPrice: 11.0812,
          depositAllocation: { allocationPercent: 40 },
          withdrawalAllocation: { allocationPercent: 40 },
        }),
      ];
      p.guaranteedMaturityDate = iso(issueYear + 15, 1, 1);
      p.guaranteedMaturityAmount = round2(value * 0.75);
      p.guaranteedDeathAmount = value;
    } else {
      p.funds = [
        fund({
          fundID: 'GIA1',
          fundName: '5-Year Guaranteed Interest',
          fundType: 'GIA',
          interestRate: 3.85,
          fundValue: value,
          currentFundValue: value,
          depositAmount: value,
          depositTerm: 60,
          interestStartDate: iso(2024, 3, 1),
          maturityDate: iso(2029, 3, 1),
          maturityValue: round2(value * 1.208),
        }),
      ];
    }
    if (
      type === 'RRIF' ||
      type === 'LIF' ||
      type === 'SegregatedFundRRIF' ||
      type === 'ImmediateAnnuity'
    ) {
      const minimum = round2(value * 0.0582);
      p.annualPayoutAmount = minimum;
      p.annualPayoutMode = pick(r, ['01', '03', '012']);
      p.payoutMethod = 'Direct deposit';
      p.payoutMethodCode = '4';
      p.payoutPaymentDate = '2026-12-15';
      p.payoutEffectiveDate = iso(issueYear + 1, 1, 15);
      p.payoutType = pick(r, ['Minimum', 'Maximum', 'FlatAmount'] as const);
      p.payoutInsuredType = r() < 0.8 ? 'Annuitant' : 'Spouse';
      p.minPayoutThisYear = minimum;
      p.maxPayoutThisYear = type === 'LIF' ? round2(value * 0.0911) : null;
      p.fundsLockedIn = type === 'LIF';
      p.payoutTaxWithheld = round2(minimum * 0.1);
      p.payoutTaxCalculationPercent = 10;
      p.payoutAdditionalTaxWithheld = 0;
      p.spouseContributorType = p.payoutInsuredType === 'Spouse' ? 'Spousal' : null;
    }
    p.cashSurrenderValue = value;
  }
  if (type === 'Disability') {
    p.coverages[0] = {
      ...(p.coverages[0] as Coverage),
      faceAmount: 0,
      units: 0,
      disabilityItems: [
        {
          benefitType: 'Total Disability',
          monthlyBenefit: between(r, 20, 60) * 100,
          waitingPeriodDays: 90,
          benefitPeriodMonths: 24,
        },
      ],
    };
  }
  if (type === 'LevelTerm' || type === 'DecreasingIncreasingTerm' || type === 'CriticalIllness')
    p.isLoanAvailable = false;
  return settle(p);
}

// ---------------------------------------------------------------- showcase portfolio

function waiverOn(parent: Coverage, id: string, annual: number): Coverage {
  return coverage({
    coverageID: id,
    parentCoverageID: parent.coverageID,
    coverageType: 'BENEFIT',
    riderType: 'WAIVER',
    name: 'Waiver of Premium',
    planCode: 'WP01',
    prodID: 'WP',
    faceAmount: 0,
    sumInsured: 0,
    units: 0,
    premCoverage: annual,
    policyFee: 0,
    cashValue: 0,
    insured: parent.insured,
    insureds: parent.insureds,
    beneficiaries: [],
    expiryAge: 65,
  });
}

function termRider(
  id: string,
  insured: Party,
  face: number,
  over: Partial<Coverage> = {},
): Coverage {
  return coverage({
    coverageID: id,
    parentCoverageID: '1',
    coverageType: 'RIDER',
    riderType: 'TERM',
    name: 'Term 10 - 2006 (Base Insured)',
    planCode: '06T101',
    prodID: '093',
    faceAmount: face,
    sumInsured: face,
    units: face / 1000,
    coiType: 'YRT',
    premCoverage: round2((face / 1000) * 1.35),
    policyFee: 0,
    cashValue: 0,
    coverageStatus: 'Premium Paying',
    insured: insuredOf(insured),
    insureds: [insuredOf(insured)],
    beneficiaries: [beneficiary()],
    expiryAge: 75,
    ...over,
  });
}

/** The showcase policies, by number; the README lists them by type. */
export function showcasePolicies(): { policy: InforcePolicy; loadResult: number }[] {
  const r = rng(20_261_121);
  const out: { policy: InforcePolicy; loadResult: number }[] = [];
  const add = (policy: InforcePolicy, loadResult = 1) =>
    out.push({ policy: settle(policy), loadResult });
  const prefixes: Record<PolicyType, string> = {
    WholeLife: 'WL',
    DecreasingIncreasingTerm: 'DT',
    Endowment: 'EN',
    Enhanced: 'EH',
    LevelTerm: 'LT',
    PaidUpLife: 'PU',
    TermWithCashValue: 'TC',
    Disability: 'DI',
    CriticalIllness: 'CI',
    UniversalLife: 'UL',
    DeferredAnnuity: 'DA',
    ImmediateAnnuity: 'IA',
    RRIF: 'RF',
    LIF: 'LF',
    ESA_ISA: 'ES',
    SegregatedFund: 'SF',
    SegregatedFundRRIF: 'SR',
  };
  const base = (type: PolicyType, n = 1, agent = 0) =>
    makePolicy(type, r, `${prefixes[type]}${100_000 + n}`, agent);
  const methods: BillingMethod[] = ['EFT', 'Mail', 'BillError'];

  // WL100001: more than 5 beneficiaries, a waiver, a term rider with a flat extra for life,
  // a deceased beneficiary, French accented names for the alpha lookup.
  {
    const p = base('WholeLife');
    const owner = {
      ...(p.owners[0] as Party),
      firstName: 'Hélène',
      lastName: 'Bélanger-Côté',
      middleName: 'Marie',
    };
    p.owners = [owner];
    p.insureds = [owner];
    const b = p.coverages[0] as Coverage;
    b.insured = insuredOf(owner);
    b.beneficiaries = ['Léa', 'Zoé', 'Émile', 'Noé', 'Chloé', 'Mathis'].map((first) =>
      beneficiary({
        firstName: first,
        lastName: 'Bélanger-Côté',
        beneficiaryTypeCode: 'Class',
        beneficiaryRelationship: 'Children',
        beneficiaryPercent: round2(100 / 6),
      }),
    );
    p.coverages.push(
      waiverOn(b, '2', 95),
      termRider('3', owner, 150_000, {
        flatExtra: 2.5,
        flatExtraDuration: 999,
        premFlatExtra: 375,
        meRating: 150,
        isUseRatings: true,
      }),
    );
    p.nonForfeitureOption = 'APL';
    p.billingMethod = 'EFT';
    p.billingTypeCode = '4';
    p.drawDay = 15;
    p.premiumMode = '01';
    p.writingAgent = FRENCH_AGENT;
    owner.churchName = 'Paroisse Saint-Jean-Baptiste';
    owner.churchCity = 'Québec';
    owner.churchProvince = 'QC';
    add(p);
  }
  // WL100002: death status, deceased insured (owner is the spouse) and a deceased beneficiary; inactive.
  {
    const p = base('WholeLife', 2);
    const dead = {
      ...person(r, 'P2'),
      firstName: 'François',
      lastName: 'Lévesque',
      dateOfDeath: '2026-08-14',
    };
    p.insureds = [dead];
    p.owners = [{ ...(p.owners[0] as Party), lastName: 'Lévesque' }];
    const c = p.coverages[0] as Coverage;
    c.insured = insuredOf(dead);
    c.coverageStatus = 'Death Claim';
    c.beneficiaries = [
      beneficiary({ firstName: 'Jeanne', lastName: 'Lévesque', beneficiaryPercent: 50 }),
      beneficiary({
        firstName: 'Roger',
        lastName: 'Lévesque',
        beneficiaryRelationship: 'Brother',
        beneficiaryPercent: 50,
        dateOfDeath: '2024-02-02',
      }),
    ];
    p.policyStatusCode = '31';
    p.isActive = false;
    p.terminatedDate = '2026-08-14';
    p.nonForfeitureOption = 'ETI';
    p.billingMethod = 'Mail';
    p.billingTypeCode = '5';
    p.drawDay = null;
    add(p, 5);
  }
  // WL100003: a minor insured (child policy owned by a parent), SIN blank on the owner.
  {
    const p = base('WholeLife', 3);
    const child = {
      ...person(r, 'P2'),
      firstName: 'Noémie',
      lastName: 'Gauthier',
      dateOfBirth: '2016-05-09',
      smokeClass: 'N' as const,
      sin: '',
    };
    p.owners = [{ ...(p.owners[0] as Party), lastName: 'Gauthier', sin: '' }];
    // The parent pays by pre-authorized debit from their bank account.
    p.payor = {
      ...(p.owners[0] as Party),
      partyID: 'P3',
      bankName: 'Caisse Desjardins du Plateau',
      bankNo: '815',
      bankBranchNo: '30012',
      bankAccountNo: '4412987',
      bankAccountHolderName: `${p.owners[0]?.firstName ?? ''} Gauthier`,
    };
    p.insureds = [child];
    const c = p.coverages[0] as Coverage;
    c.insured = insuredOf(child);
    c.issueAge = 4;
    p.nonForfeitureOption = 'PIC';
    p.billingMethod = 'BillError';
    p.billingTypeCode = 'S';
    p.drawDay = null;
    add(p);
  }
  // WL100004: registered, with a loan (not permitted display), SIN all zeros, premium offset billing.
  {
    const p = base('WholeLife', 4);
    p.isRegistered = true;
    p.loanBalance = 4_250;
    p.isLoanOnPolicy = true;
    p.owners = [{ ...(p.owners[0] as Party), sin: '000000000' }];
    p.insureds = [p.owners[0] as Party];
    p.nonForfeitureOption = 'RPU';
    p.billingMethod = 'Mail';
    p.billingTypeCode = 'D';
    p.drawDay = null;
    p.dividendPayoutType = 'DOD';
    p.dodBalance = 6_300;
    add(p);
  }
  // WL100005: paid up by paidUpDate (20-pay finished).
  {
    const p = base('WholeLife', 5);
    p.paidUpDate = '2021-06-01';
    p.coverages[0] = { ...(p.coverages[0] as Coverage), coverageStatus: 'PAID UP' };
    add(p, 9);
  }
  // WL100006: premiums waived (policyCStatCode 2).
  {
    const p = base('WholeLife', 6);
    p.policyCStatCode = '2';
    p.policyStatusCode = '11';
    add(p);
  }
  // PU100001 and PU100002: paid up by status codes 3 and 4.
  for (const [n, code] of [
    [1, '3'],
    [2, '4'],
  ] as const) {
    const p = base('PaidUpLife', n);
    p.policyCStatCode = code;
    p.policyStatusCode = '12';
    p.coverages[0] = {
      ...(p.coverages[0] as Coverage),
      coverageStatus: n === 1 ? 'PAID UP' : 'COVERAGE PAID UP',
    };
    add(p, n === 1 ? 1 : 9);
  }
  // LT100001 term (no loan available) with a waiver; LT100002 lapsed (inactive);
  // LT100003 premium restrict (load result 4: no tree).
  {
    const p = base('LevelTerm');
    p.coverages.push(waiverOn(p.coverages[0] as Coverage, '2', 42));
    add(p);
    const lapsed = base('LevelTerm', 2);
    lapsed.policyStatusCode = '20';
    lapsed.isActive = false;
    lapsed.terminatedDate = '2025-03-01';
    add(lapsed, 5);
    const restricted = base('LevelTerm', 3);
    restricted.isRestrictPremium = true;
    add(restricted, 4);
  }
  // UL100001 (0602) and UL100002 (0603): all four fund sections, riders of every section.
  for (const n of [1, 2]) {
    const p = base('UniversalLife', n);
    if (n === 2) {
      p.prodID = '0603';
      p.prodName = PRODUCT_LABELS.byCode('0603').en;
      p.planCode = '00I603';
      p.coverages[0] = {
        ...(p.coverages[0] as Coverage),
        prodID: '0603',
        planCode: '00I603',
        name: PRODUCT_LABELS.byCode('0603').en,
        coiType: 'LevelGuaranteed',
      };
    }
    const owner = p.owners[0] as Party;
    p.funds = [
      fund({
        fundID: 'DIA1',
        fundName: 'Daily Interest Account',
        fundType: 'DIA',
        interestRate: 2.1,
        fundValue: 8_412.77,
        currentFundValue: 8_431.02,
        depositAllocation: { allocationPercent: 20 },
      }),
      fund({
        fundID: 'GIA5',
        fundName: '5-Year Guaranteed Interest',
        fundType: 'GIA',
        interestRate: 3.75,
        fundValue: 25_000,
        currentFundValue: 26_915.44,
        depositAmount: 25_000,
        depositTerm: 60,
        interestStartDate: '2023-02-01',
        maturityDate: '2028-02-01',
        maturityValue: 30_050.12,
        mva: -312.4,
        reInvestmentInstructions: 'Renew for the same term',
        depositAllocation: { allocationPercent: 30 },
      }),
      fund({
        fundID: n === 2 ? 'TSX60' : 'CEA',
        fundName: n === 2 ? 'S&P/TSX 60 Index Account' : 'Canadian Equity Account',
        fundType: 'SegFund',
        interestRate: 6.4,
        fundValue: 41_208.5,
        currentFundValue: 41_208.5,
        units: 2_876.214,
        unitPrice: 14.3271,
        depositAllocation: { allocationPercent: 50 },
      }),
      fund({
        fundID: 'LOAN',
        fundName: 'Loan Collateral',
        fundType: 'Loan',
        interestRate: 4,
        fundValue: 5_000,
        currentFundValue: 5_000,
        depositAmount: 0,
        depositAllocation: { allocationPercent: 0 },
        withdrawalAllocation: { allocationPercent: 0 },
      }),
    ];
    p.loanBalance = 5_000;
    p.isLoanOnPolicy = true;
    p.coverages.push(
      termRider('2', owner, 200_000, {
        name: 'UL - 2008 Term 10 Rider - Base Insured',
        planCode: '08U101',
        prodID: '094',
        flatExtra: n === 1 ? 5 : 0,
        flatExtraDuration: n === 1 ? 999 : 0,
        premFlatExtra: n === 1 ? 1_000 : 0,
        meRating: n === 1 ? 125 : 100,
      }),
      coverage({
        coverageID: '3',
        parentCoverageID: '1',
        coverageType: 'RIDER',
        riderType: 'UL',
        name: 'UL Coverage Increase 2019',
        planCode: '19U602',
        prodID: '0602',
        faceAmount: 50_000,
        units: 50,
        coiType: 'YRT',
        premCoverage: 180,
        policyFee: 0,
        cashValue: 0,
        issueDate: '2019-06-01',
        insured: p.coverages[0]?.insured ?? null,
        beneficiaries: [],
      }),
      coverage({
        coverageID: '4',
        parentCoverageID: '1',
        coverageType: 'BENEFIT',
        riderType: 'ADB',
        name: n === 2 ? '' : 'Accidental Death Benefit',
        planCode: 'ADB01',
        prodID: 'ADB',
        faceAmount: 100_000,
        units: 100,
        premCoverage: 80,
        policyFee: 0,
        cashValue: 0,
        beneficiaries: [],
        insured: p.coverages[0]?.insured ?? null,
      }),
      waiverOn(p.coverages[0] as Coverage, '5', 64),
    );
    if (n === 2) {
      p.agent = FRENCH_AGENT;
      p.writingAgent = FRENCH_AGENT;
    }
    p.billingMethod = n === 1 ? 'EFT' : 'BillError';
    p.billingTypeCode = n === 1 ? '4' : 'S';
    p.drawDay = n === 1 ? 5 : null;
    add(p);
  }
  // RF100001 RRIF payout; LF100001 LIF with a maximum inside 0–100000, LF100002 outside.
  add(base('RRIF'));
  {
    const inside = base('LIF');
    inside.fundsLockedIn = true;
    inside.maxPayoutThisYear = 18_940.22;
    add(inside);
    const outside = base('LIF', 2);
    outside.fundsLockedIn = true;
    outside.maxPayoutThisYear = 142_500;
    add(outside);
  }
  // One of each remaining type; load results 3 (not quotable) and 10 (not loadable) on extra ones.
  for (const type of [
    'DecreasingIncreasingTerm',
    'Endowment',
    'Enhanced',
    'TermWithCashValue',
    'Disability',
    'CriticalIllness',
    'DeferredAnnuity',
    'ImmediateAnnuity',
    'ESA_ISA',
    'SegregatedFund',
    'SegregatedFundRRIF',
  ] as PolicyType[]) {
    const p = base(type);
    p.billingMethod = pick(r, methods);
    add(p, type === 'Disability' ? 3 : 1);
  }
  {
    const p = base('TermWithCashValue', 2, 1);
    add(p, 10);
  }
  // Policies of other agents: the demo agent must not see BA10311's; it sees one where it is only
  // the writing agent.
  {
    const other = base('WholeLife', 7, 1);
    add(other);
    const writing = base('LevelTerm', 4, 2);
    writing.writingAgent = DEMO_AGENTS[0];
    add(writing);
  }
  return out;
}

// ---------------------------------------------------------------- writing

interface Row {
  policy: InforcePolicy;
  loadResult: number;
}

function folded(p: Party) {
  return `${foldName(p.lastName || p.companyName)} ${foldName(p.firstName)}`.trim();
}

/**
 * Values at each past anniversary that end at the document's current values: premiums add up
 * year by year (until paid up), cash value and dividends grow towards today's.
 */
export function historyOf(
  p: InforcePolicy,
): Omit<typeof inforcePolicyHistory.$inferInsert, 'policyId'>[] {
  const issueYear = Number(p.issueDate.slice(0, 4));
  const years = Math.max(0, Number(p.currentDate.slice(0, 4)) - issueYear);
  const paidUpYear = p.paidUpDate ? Number(p.paidUpDate.slice(0, 4)) : null;
  const annual = p.coverages.reduce(
    (sum, c) => sum + c.premCoverage + c.premFlatExtra + c.policyFee + c.premWaiver,
    0,
  );
  const cashNow = p.policyValue ?? p.cashSurrenderValue ?? p.basicCashValue ?? 0;
  const face = p.coverages
    .filter((c) => c.coverageType !== 'BENEFIT')
    .reduce((sum, c) => sum + c.faceAmount, 0);
  const rows = [];
  let paid = 0;
  for (let year = 1; year <= years; year += 1) {
    const calendarYear = issueYear + year;
    if (paidUpYear === null || calendarYear <= paidUpYear) paid += annual;
    const share = (year / years) ** 1.5;
    rows.push({
      policyYear: year,
      anniversaryDate: `${calendarYear}${p.issueDate.slice(4)}`.replace('-02-29', '-02-28'),
      premiumsPaid: round2(paid),
      cashValue: round2(cashNow * share),
      deathBenefit: round2(face + (p.puaFaceAmount ?? 0) * share),
      loanBalance: year === years ? p.loanBalance : round2(p.loanBalance * share * 0.8),
      dividend: p.dividendThisYear === null || year < 2 ? 0 : round2(p.dividendThisYear * share),
    });
  }
  return rows;
}

async function insertBatch(db: Db, rows: readonly Row[], withHistory = false): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(inforcePolicies)
    .values(
      rows.map(({ policy, loadResult }) => ({
        policyNumber: policy.policyNumber,
        policyType: policy.policyType,
        prodID: policy.prodID,
        prodName: policy.prodName,
        policyStatusCode: policy.policyStatusCode,
        isActive: policy.isActive,
        loadResult,
        agentID: policy.agent.agentID,
        writingAgentID: policy.writingAgent.agentID,
        ownerName: policy.owners[0] ? folded(policy.owners[0]) : '',
        insuredName: policy.insureds[0] ? folded(policy.insureds[0]) : '',
        document: policy,
      })),
    )
    .onConflictDoNothing({ target: inforcePolicies.policyNumber })
    .returning({ id: inforcePolicies.id, policyNumber: inforcePolicies.policyNumber });
  const idOf = new Map(inserted.map((row) => [row.policyNumber, row.id]));
  const names = rows.flatMap(({ policy }) => {
    const id = idOf.get(policy.policyNumber);
    if (id === undefined) return [];
    const annuitant = SAVINGS.includes(policy.policyType);
    const seen = new Set<string>();
    const parties: [string, Party][] = [
      ...policy.owners.map((p): [string, Party] => ['Owner', p]),
      ...policy.insureds.map((p): [string, Party] => [annuitant ? 'Annuitant' : 'Insured', p]),
      ...(policy.payor ? [['Payor', policy.payor] as [string, Party]] : []),
    ];
    return parties
      .filter(([, p]) => {
        // One row per person: the owner who is also the insured is listed once, as owner.
        const k = `${p.partyID}:${p.firstName}:${p.lastName}`;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .map(([role, p]) => ({
        policyId: id,
        role,
        lastKey: foldName(p.lastName || p.companyName),
        firstKey: foldName(p.firstName),
        middleKey: foldName(p.middleName),
        firstName: p.firstName,
        middleName: p.middleName,
        lastName: p.lastName || p.companyName,
        dateOfBirth: p.dateOfBirth,
        city: p.city,
        province: p.province,
      }));
  });
  if (names.length > 0) await db.insert(inforcePolicyNames).values(names);
  if (withHistory) {
    const history = rows.flatMap(({ policy }) => {
      const id = idOf.get(policy.policyNumber);
      return id === undefined ? [] : historyOf(policy).map((h) => ({ ...h, policyId: id }));
    });
    if (history.length > 0) await db.insert(inforcePolicyHistory).values(history);
  }
  return inserted.length;
}

/** The demo portfolio: the showcase policies (idempotent: existing numbers are left alone). */
export async function seedInforceDemo(db: Db): Promise<number> {
  return insertBatch(db, showcasePolicies(), true);
}

/** Generated policy number `index` (0-based), G followed by 9 digits. */
export function generatedNumber(index: number): string {
  return `G${String(index + 1).padStart(9, '0')}`;
}

/** The generated policy of an index: its own seed, so any slice can be built alone. */
export function generatedPolicy(index: number): Row {
  const r = rng(0x5eed ^ Math.imul(index + 1, 0x9e3779b1));
  const types = Object.keys(KINDS) as PolicyType[];
  const type = types[index % types.length] as PolicyType;
  const policy = makePolicy(type, r, generatedNumber(index), index % DEMO_AGENTS.length);
  return { policy, loadResult: r() < 0.95 ? 1 : pick(r, [3, 4, 5, 9, 10]) };
}

/**
 * Adds `count` generated policies after those already there (numbers G000000001…), in batches so
 * memory stays bounded whatever the count. Returns how many were added.
 */
export async function seedGeneratedPolicies(
  db: Db,
  count: number,
  onProgress?: (done: number) => void,
  batchSize = 500,
): Promise<number> {
  const start = await db.$count(inforcePolicies, like(inforcePolicies.policyNumber, 'G%'));
  let added = 0;
  for (let from = start; from < start + count; from += batchSize) {
    const to = Math.min(start + count, from + batchSize);
    const rows: Row[] = [];
    for (let i = from; i < to; i += 1) rows.push(generatedPolicy(i));
    added += await insertBatch(db, rows);
    onProgress?.(added);
  }
  // As a bulk loader should: the planner's statistics and the visibility map brought up to date
  // now, rather than by autovacuum racing the first calls (on a two-core machine, a benchmark
  // started after a 100,000-policy load measured autovacuum as much as the lookups).
  if (added > 0) await db.execute(sql`VACUUM (ANALYZE) ${inforcePolicies}, ${inforcePolicyNames}`);
  return added;
}
