// In-force reference data (the policy status lookup, in every install) and the demo portfolio:
// a deterministic generator (fixed seed) with one showcase policy of each of the 17 policy types
// and the edge cases the display rules name, plus `--policies N` generated policies for load tests.
import { priceAddedRider } from '@portal/actuarial/added-rider';
import { type PricedCoverage, priceCoverages } from '@portal/actuarial/coverages';
import { illustrateResolved } from '@portal/actuarial/illustrate';
import { resolveInput } from '@portal/actuarial/input';
import type { Ledger } from '@portal/actuarial/ledger';
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
import { engineInputOf, engineRiders, wholeYearsBetween } from '../../inforce/engine-input';
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

export const FIRST_F = [
  'Marie',
  'Jeanne',
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
export const FIRST_M = [
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

/**
 * The people of one book (issue 15 §3, demo data that hang together): a person's sex agrees
 * with the given name the data give them (and their salutation), a middle name is never the
 * given name again, and no two people of the book share a given and a family name. The
 * showcase book has one registry; each generated load-test policy has its own.
 */
export class People {
  readonly #used = new Set<string>();

  /** A given and family name nobody in the book has yet (the family name kept when given). */
  name(r: Rng, sex: 'F' | 'M', lastName?: string): { first: string; last: string } {
    const firsts = sex === 'F' ? FIRST_F : FIRST_M;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const first = pick(r, firsts);
      const last = lastName ?? pick(r, LAST);
      if (this.claim(first, last)) return { first, last };
    }
    throw new Error(`no free name left for a ${sex} ${lastName ?? ''}`);
  }

  /** Marks a full name as taken; false when someone has it already. */
  claim(first: string, last: string): boolean {
    const key = `${foldName(first)} ${foldName(last)}`;
    if (this.#used.has(key)) return false;
    this.#used.add(key);
    return true;
  }

  /**
   * A person of the book. `sex` decides the given name; a given name passed in must come with
   * its sex. `born` is the year of birth (the policy's ages decide it).
   */
  person(
    r: Rng,
    id: string,
    over: Partial<Party> & { sex?: 'F' | 'M'; born?: number } = {},
  ): Party {
    const { sex: wanted, born, ...fields } = over;
    const female = wanted ? wanted === 'F' : fields.gender ? fields.gender === 'F' : r() < 0.5;
    const sex = female ? 'F' : 'M';
    const named =
      fields.firstName !== undefined
        ? { first: fields.firstName, last: fields.lastName ?? pick(r, LAST) }
        : this.name(r, sex, fields.lastName);
    if (fields.firstName !== undefined && !this.claim(named.first, named.last))
      throw new Error(`${named.first} ${named.last} is in the demo book twice`);
    const firsts = female ? FIRST_F : FIRST_M;
    const middle =
      fields.middleName ??
      (r() < 0.3
        ? pick(
            r,
            firsts.filter((name) => name !== named.first),
          )
        : '');
    const [city, province, postalCode] = pick(r, CITIES);
    const year = born ?? between(r, 1950, 1990);
    const area = province === 'QC' ? '514' : province === 'ON' ? '416' : '604';
    const dateOfBirth = fields.dateOfBirth ?? iso(year, between(r, 1, 12), between(r, 1, 28));
    const email = `${foldName(named.first)}.${foldName(named.last)}@example.com`.replace(
      /[^a-z.@]/g,
      '',
    );
    const phone = () => `${area}555${String(between(r, 100, 9999)).padStart(4, '0')}`;
    return party({
      partyID: id,
      sin: String(between(r, 100_000_000, 999_999_999)),
      smokeClass: r() < 0.8 ? 'N' : 'S',
      rateClass: pick(r, ['P', 'S', 'U'] as const),
      issueAge: null,
      address1: `${between(r, 10, 9999)} ${pick(r, STREETS)}`,
      city,
      province,
      postalCode,
      phoneNumbers: [
        { phoneType: 'Residence', phoneNumber: phone() },
        ...(r() < 0.5 ? [{ phoneType: 'Cellular' as const, phoneNumber: phone() }] : []),
      ],
      emails: r() < 0.7 ? [{ emailAddress: email }] : [],
      consent: r() < 0.5,
      caslConsent: r() < 0.5 ? true : null,
      ...fields,
      firstName: named.first,
      lastName: named.last,
      middleName: middle,
      gender: sex,
      salutation: female ? 'Mrs.' : 'Mr.',
      dateOfBirth,
      attainedAge: dateOfBirth
        ? Number(CURRENT.slice(0, 4)) - Number(dateOfBirth.slice(0, 4))
        : null,
    });
  }
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
    // The account value holds the loan's collateral (the engine's rule, README of
    // @portal/actuarial): the cash surrender value is the account less charges and the loan.
    const value = round2(p.funds.reduce((sum, f) => sum + f.fundValue, 0));
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

/**
 * The demo book's policies of products the engine has are priced and valued by it (issue 15 §3:
 * demo data that hang together): each coverage's premium is the engine's, and the values today
 * are the engine's at the last anniversary, so the policy, its history and the progress
 * report's projection tell one story. UL keeps its funds (the deposits made) and takes the
 * engine's rider charges and surrender charge.
 */
export function priceWithEngine(p: InforcePolicy): InforcePolicy {
  const input = engineInputOf(p, [], 'issue');
  const base = p.coverages.find((c) => c.coverageType === 'BASE');
  if (!input || !base) return p;
  const dollars = (cents: number | undefined) => round2((cents ?? 0) / 100);
  const resolved = resolveInput(input);
  const riders = engineRiders(p, base).filter(([c]) =>
    (input.riders ?? []).some((rider) => rider.riderId === riderIdOf(c)),
  );
  if (resolved.product.family === 'ul') {
    for (const [c, rider] of riders) {
      if (rider.riderId !== '094' || !rider.insured) continue;
      const priced = priceAddedRider({ ...rider, riderId: '094' });
      if (!priced.ok) continue;
      c.premFlatExtra = dollars(priced.value.premFlatExtra);
      c.premCoverage = round2(dollars(priced.value.annualPremium) - c.premFlatExtra);
    }
  } else {
    // This year's premiums (a term rider renews at a higher rate): those of the policy year now
    // running, as the engine's ledger charges them.
    const t = wholeYearsBetween(p.issueDate, p.currentDate);
    const priced = priceCoverages(resolved);
    const [baseLine, ...riderLines] = priced.coverages;
    const flat = (c: PricedCoverage | undefined) => dollars(c?.flatExtraAt(t));
    base.premFlatExtra = flat(baseLine);
    base.premCoverage = round2(dollars(baseLine?.premiumAt(t)) - base.premFlatExtra);
    base.policyFee = dollars(priced.policyFeeAt(t));
    // The engine lists the riders in input order, the waiver last.
    const ordered = [
      ...riders.filter(([, rider]) => rider.riderId !== 'WP'),
      ...riders.filter(([, rider]) => rider.riderId === 'WP'),
    ];
    ordered.forEach(([c], index) => {
      const line = riderLines[index];
      c.premFlatExtra = flat(line);
      c.premCoverage = round2(dollars(line?.premiumAt(t)) - c.premFlatExtra);
      c.policyFee = 0;
      c.premWaiver = 0;
      c.premADB = 0;
    });
  }
  const ledger = illustrateResolved(resolved).ledgers.illustrated;
  const at = wholeYearsBetween(p.issueDate, p.currentDate) - 1;
  if (at < 0) return p;
  if (resolved.product.family === 'ul') {
    p.surrenderCharge = dollars(ledger.surrenderCharge[at]);
  } else if (resolved.product.family === 'wholeLife') {
    p.basicCashValue = dollars(ledger.basicCashValue[at]);
    base.cashValue = p.basicCashValue;
    p.dividendThisYear = dollars(ledger.dividend[at]);
    const option = input.wholeLife?.dividendOption;
    p.puaFaceAmount = option === 'PUA' || option === 'ENH' ? dollars(ledger.puaFace[at]) : null;
    p.puaCashValue = option === 'PUA' || option === 'ENH' ? dollars(ledger.puaCashValue[at]) : null;
    p.dodBalance = option === 'DOD' ? dollars(ledger.depositBalance[at]) : null;
  }
  return p;
}

function riderIdOf(c: Coverage): string {
  if (c.riderType === 'WAIVER') return 'WP';
  if (c.riderType === 'ADB' || c.riderType === 'CHILD') return c.riderType;
  return c.prodID;
}

/** The engine's illustrated ledger of a demo policy from issue, when it has the product. */
function engineLedgerOf(p: InforcePolicy): Ledger | null {
  const input = engineInputOf(p, [], 'issue');
  return input ? illustrateResolved(resolveInput(input)).ledgers.illustrated : null;
}

/** One plausible policy of a type; `n` makes the number and `r` everything else. */
/** The insured's spouse as the beneficiary: the other sex, the same family name, a free name. */
function spouseOf(r: Rng, people: People, insured: Party) {
  const name = people.name(r, insured.gender === 'F' ? 'M' : 'F', insured.lastName);
  return beneficiary({ firstName: name.first, lastName: name.last });
}

/** Ages at issue each kind of policy is sold at (within the engine's products' limits). */
const ISSUE_AGES: Readonly<Record<PolicyType, readonly [number, number]>> = {
  WholeLife: [20, 55],
  DecreasingIncreasingTerm: [25, 50],
  Endowment: [20, 40],
  Enhanced: [20, 55],
  LevelTerm: [25, 55],
  PaidUpLife: [20, 50],
  TermWithCashValue: [30, 60],
  Disability: [25, 50],
  CriticalIllness: [30, 55],
  UniversalLife: [30, 55],
  DeferredAnnuity: [40, 60],
  ImmediateAnnuity: [60, 75],
  RRIF: [60, 71],
  LIF: [55, 65],
  ESA_ISA: [25, 45],
  SegregatedFund: [35, 60],
  SegregatedFundRRIF: [60, 71],
};

type PersonWish = Partial<Party> & { sex?: 'F' | 'M' };

/** What a showcase policy says of itself; the rest is drawn. */
export interface PolicyWish {
  insured?: PersonWish;
  /** The owner: the insured (the default, most of the time), or someone else. */
  owner?: PersonWish | 'insured';
  issueDate?: string;
  issueAge?: number;
}

export function makePolicy(
  type: PolicyType,
  r: Rng,
  policyNumber: string,
  agentIndex = 0,
  people = new People(),
  wish: PolicyWish = {},
): InforcePolicy {
  const kind = KINDS[type];
  // Issued in the second half of the year to someone born in the first: the age at issue is
  // the one drawn, and age by days agrees with it.
  const issueDate =
    wish.issueDate ?? iso(between(r, 1998, 2022), between(r, 7, 12), between(r, 1, 28));
  const issueYear = Number(issueDate.slice(0, 4));
  const [youngest, oldest] = ISSUE_AGES[type];
  const issueAge = wish.issueAge ?? between(r, youngest, oldest);
  const insuredBorn = issueYear - issueAge;
  const insured = people.person(r, 'P1', {
    dateOfBirth: iso(insuredBorn, between(r, 1, 6), between(r, 1, 28)),
    ...wish.insured,
  });
  // Most owners insure themselves; otherwise a spouse or partner of about the same age.
  const owner =
    wish.owner === 'insured' || (wish.owner === undefined && r() < 0.8)
      ? insured
      : people.person(r, 'P2', {
          born: insuredBorn + between(r, -5, 5),
          sex: insured.gender === 'F' ? 'M' : 'F',
          ...(wish.owner === undefined ? {} : wish.owner),
        });
  const years = Number(CURRENT.slice(0, 4)) - issueYear;
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
    // Term 10 renews every 10 years to its expiry age (85: README of @portal/actuarial).
    expiryAge:
      type === 'LevelTerm'
        ? 85
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
    beneficiaries: SAVINGS.includes(type) && r() < 0.3 ? [] : [spouseOf(r, people, insured)],
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
        ? `${insuredBorn + base.expiryAge}${insured.dateOfBirth.slice(4)}`
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
    // Issued with the base: its issue date and age.
    issueDate: parent.issueDate,
    issueAge: parent.issueAge,
    expiryAge: 65,
  });
}

function termRider(
  id: string,
  insured: Party,
  face: number,
  base: Coverage,
  over: Partial<Coverage> = {},
): Coverage {
  return coverage({
    coverageID: id,
    parentCoverageID: '1',
    issueDate: base.issueDate,
    issueAge: base.issueAge,
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
    out.push({ policy: settle(priceWithEngine(policy)), loadResult });
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
  // One book, one registry of names: nobody in it twice (issue 15 §3).
  const people = new People();
  const base = (type: PolicyType, n = 1, agent = 0, wish: PolicyWish = {}) =>
    makePolicy(type, r, `${prefixes[type]}${100_000 + n}`, agent, people, wish);
  const methods: BillingMethod[] = ['EFT', 'Mail', 'BillError'];

  // WL100001: more than 5 beneficiaries, a waiver, a term rider with a flat extra for life,
  // French accented names for the alpha lookup.
  {
    const p = base('WholeLife', 1, 0, {
      issueDate: '2013-12-11',
      issueAge: 38,
      insured: {
        firstName: 'Hélène',
        middleName: 'Marie',
        lastName: 'Bélanger-Côté',
        sex: 'F',
        smokeClass: 'N',
        rateClass: 'P',
        churchName: 'Paroisse Saint-Jean-Baptiste',
        churchCity: 'Québec',
        churchProvince: 'QC',
      },
      owner: 'insured',
    });
    const owner = p.owners[0] as Party;
    const b = p.coverages[0] as Coverage;
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
      termRider('3', owner, 150_000, b, {
        flatExtra: 2.5,
        flatExtraDuration: 999,
        premFlatExtra: 375,
        meRating: 150,
        isUseRatings: true,
      }),
    );
    p.dividendPayoutType = 'PUA';
    p.nonForfeitureOption = 'APL';
    p.billingMethod = 'EFT';
    p.billingTypeCode = '4';
    p.drawDay = 15;
    p.premiumMode = '01';
    p.writingAgent = FRENCH_AGENT;
    add(p);
  }
  // WL100002: death status, deceased insured (the owner is his wife, also a beneficiary) and
  // a deceased beneficiary; inactive.
  {
    const p = base('WholeLife', 2, 0, {
      issueDate: '2012-10-21',
      issueAge: 51,
      insured: { firstName: 'François', lastName: 'Lévesque', sex: 'M', dateOfDeath: '2026-08-14' },
      owner: { firstName: 'Jeanne', lastName: 'Lévesque', sex: 'F' },
    });
    const c = p.coverages[0] as Coverage;
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
  // WL100003: a minor insured (a child's policy owned by her father), SIN blank on the owner.
  {
    const p = base('WholeLife', 3, 0, {
      issueDate: '2020-10-18',
      issueAge: 4,
      insured: {
        firstName: 'Noémie',
        lastName: 'Gauthier',
        sex: 'F',
        dateOfBirth: '2016-05-09',
        smokeClass: 'N',
        sin: '',
      },
      owner: { lastName: 'Gauthier', sex: 'M', sin: '' },
    });
    // The father pays by pre-authorized debit from his bank account.
    const parent = p.owners[0] as Party;
    p.payor = {
      ...parent,
      partyID: 'P3',
      bankName: 'Caisse Desjardins du Plateau',
      bankNo: '815',
      bankBranchNo: '30012',
      bankAccountNo: '4412987',
      bankAccountHolderName: `${parent.firstName} ${parent.lastName}`,
    };
    p.nonForfeitureOption = 'PIC';
    p.billingMethod = 'BillError';
    p.billingTypeCode = 'S';
    p.drawDay = null;
    add(p);
  }
  // WL100004: registered, with a loan (not permitted display), SIN all zeros, premium offset billing.
  {
    const p = base('WholeLife', 4, 0, { owner: 'insured', insured: { sin: '000000000' } });
    p.isRegistered = true;
    p.loanBalance = 4_250;
    p.isLoanOnPolicy = true;
    p.nonForfeitureOption = 'RPU';
    p.billingMethod = 'Mail';
    p.billingTypeCode = 'D';
    p.drawDay = null;
    p.dividendPayoutType = 'DOD';
    add(p);
  }
  // WL100005: whole life 20-pay, paid up by its paidUpDate once its 20 years were paid.
  {
    const p = base('WholeLife', 5, 0, { issueDate: '2001-06-01', issueAge: 42 });
    const pay20 = KINDS.PaidUpLife;
    p.prodID = pay20.prodID;
    p.prodName = pay20.prodName;
    p.planCode = pay20.planCode;
    p.paidUpDate = '2021-06-01';
    p.coverages[0] = {
      ...(p.coverages[0] as Coverage),
      prodID: pay20.prodID,
      name: pay20.prodName,
      planCode: pay20.planCode,
      coverageStatus: 'PAID UP',
    };
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
    // Young enough for its waiver to waive a rider added today (issued at 35, now about 46).
    const p = base('LevelTerm', 1, 0, { issueDate: '2015-09-14', issueAge: 35 });
    p.coverages.push(waiverOn(p.coverages[0] as Coverage, '2', 42));
    add(p);
    const lapsed = base('LevelTerm', 2);
    lapsed.policyStatusCode = '20';
    lapsed.isActive = false;
    lapsed.terminatedDate = '2025-03-01';
    lapsed.billToDate = null;
    lapsed.coverages[0] = { ...(lapsed.coverages[0] as Coverage), coverageStatus: 'Lapsed' };
    add(lapsed, 5);
    const restricted = base('LevelTerm', 3);
    restricted.isRestrictPremium = true;
    add(restricted, 4);
  }
  // UL100001 (0602) and UL100002 (0603): all four fund sections, riders of every section.
  for (const n of [1, 2]) {
    // Issued at 40 (a waiver still in force today), the term rider on the insured.
    const p = base('UniversalLife', n, 0, {
      issueDate: n === 1 ? '2017-08-17' : '2020-04-04',
      issueAge: 40,
      owner: 'insured',
    });
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
      termRider('2', owner, 200_000, p.coverages[0] as Coverage, {
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
        issueDate: p.coverages[0]?.issueDate ?? null,
        issueAge: p.coverages[0]?.issueAge ?? null,
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
 * Values at each past anniversary (never one still to come), ending at the document's values
 * today. A product the engine has (UL aside, whose funds are the deposits made) takes the
 * engine's own year-end values, which the document's today's values are; the others grow
 * towards today's: premiums add up year by year (until paid up), cash value and dividends grow.
 */
export function historyOf(
  p: InforcePolicy,
): Omit<typeof inforcePolicyHistory.$inferInsert, 'policyId'>[] {
  const years = wholeYearsBetween(p.issueDate, p.currentDate);
  const anniversary = (year: number) =>
    `${Number(p.issueDate.slice(0, 4)) + year}${p.issueDate.slice(4)}`.replace('-02-29', '-02-28');
  const ledger = p.policyType === 'UniversalLife' ? null : engineLedgerOf(p);
  const cashNow = p.policyValue ?? p.cashSurrenderValue ?? p.basicCashValue ?? 0;
  const rows = [];
  if (ledger) {
    const dollars = (cents: number | undefined) => round2((cents ?? 0) / 100);
    for (let year = 1; year <= years; year += 1) {
      const t = year - 1;
      const last = year === years;
      rows.push({
        policyYear: year,
        anniversaryDate: anniversary(year),
        premiumsPaid: dollars(ledger.cumulativePremium[t]),
        // The last is today's, as the document has it (a loan taken off, say).
        cashValue:
          last && p.cashSurrenderValue !== null
            ? p.cashSurrenderValue
            : dollars(ledger.cashSurrenderValue[t]),
        deathBenefit: dollars(ledger.deathBenefit[t]),
        loanBalance: last ? p.loanBalance : 0,
        dividend: dollars(ledger.dividend[t]),
      });
    }
    return rows;
  }
  const paidUpYear = p.paidUpDate ? Number(p.paidUpDate.slice(0, 4)) : null;
  const annual = p.coverages.reduce(
    (sum, c) => sum + c.premCoverage + c.premFlatExtra + c.policyFee + c.premWaiver,
    0,
  );
  const face = p.coverages
    .filter((c) => c.coverageType !== 'BENEFIT')
    .reduce((sum, c) => sum + c.faceAmount, 0);
  let paid = 0;
  for (let year = 1; year <= years; year += 1) {
    const date = anniversary(year);
    if (paidUpYear === null || Number(date.slice(0, 4)) <= paidUpYear) paid += annual;
    const share = (year / years) ** 1.5;
    rows.push({
      policyYear: year,
      anniversaryDate: date,
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
