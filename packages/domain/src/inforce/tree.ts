// The policy tree of spec section 2 ("In-force policy detail"): sections, each with a header
// and label/value rows, coverage panels titled by coverage name, with the display rules of
// section 5 and the status rules of section 4 applied. Pure: the screen only renders it.

import { fundLabel } from '../labels/funds';
import { coverageLabel, productLabel } from '../labels/products';
import { RELATIONSHIPS } from '../labels/relationships';
import { BILLING_STATUSES, COVERAGE_STATUSES } from '../labels/statuses';
import { labelIn } from '../labels/table';
import { ageByDays } from './ages';
import {
  beneficiaryLines,
  churchPart,
  date,
  displaySmokeClass,
  FALLBACK,
  flatExtraParts,
  formatPhone,
  formatSin,
  key,
  loanNotPermitted,
  maximumPayout,
  money,
  nameParts,
  num,
  type Part,
  percent,
  sexKey,
  smokerKey,
  text,
} from './display';
import {
  deathDateFor,
  dividendLabelKey,
  hasAnnuitants,
  isUniversalLife,
  premiumModeOfCode,
  showsFundSections,
  showsPayoutSection,
  statusIsAlert,
} from './rules';
import {
  coverageAnnualPremium,
  coverageModalPremium,
  coverageStatusShown,
  type PremiumState,
  policyPremiums,
  premiumStateKey,
  premiumStateOf,
  premiumsFallDue,
} from './status';
import type { Coverage, Fund, FundType, InforcePolicy, Party, PolicyStatus } from './types';

export interface TreeRow {
  /** Catalogue key of the label (labels.*). */
  label: Part[];
  /** One or more lines, each a list of parts. */
  lines: Part[][];
  /** The policy status row of an inactive policy is red. */
  tone?: 'alert';
}

export interface TreeNode {
  id: string;
  kind: 'section' | 'coverage' | 'party' | 'fund';
  title: Part[];
  rows: TreeRow[];
  children: TreeNode[];
}

export const SECTION_IDS = [
  'policyInformation',
  'policyValues',
  'clientInformation',
  'basicCoverage',
  'termRiders',
  'supplementaryBenefits',
  'ulCoverageIncreaseRiders',
  'dailyInterestFunds',
  'guaranteedInterestFunds',
  'equityLinkedFunds',
  'loanCollateralFunds',
  'payoutInformation',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const label = (k: string, params?: Record<string, string | number>): Part[] => [
  key(`labels.${k}`, params),
];
const row = (k: string, ...lines: Part[][]): TreeRow => ({ label: label(k), lines });
const one = (part: Part): Part[][] => [[part]];
const moneyOr = (v: number | null, fallback: Part = FALLBACK.notAvailable) =>
  one(v === null ? fallback : money(v));
const dateOr = (v: string | null, fallback: Part = FALLBACK.notAvailable) =>
  one(v === null ? fallback : date(v));
const yesNo = (v: boolean | null, fallback: Part = FALLBACK.notSelected) =>
  one(v === null ? fallback : key(v ? 'values.yes' : 'values.no'));

export function partyName(
  p: Pick<Party, 'companyName' | 'firstName' | 'middleName' | 'lastName'>,
): string {
  if (p.companyName.trim() !== '') return p.companyName.trim();
  return [p.firstName, p.middleName, p.lastName].filter((s) => s.trim() !== '').join(' ');
}

export interface TreeContext {
  /** The load's current date (ISO). */
  currentDate: string;
  /** The policy status lookup, by code. */
  statuses: ReadonlyMap<string, PolicyStatus>;
  language: 'en' | 'fr';
}

/** The whole tree: sections in the spec's order, each only where it applies. */
export function buildPolicyTree(policy: InforcePolicy, context: TreeContext): TreeNode[] {
  const status = context.statuses.get(policy.policyStatusCode);
  const state = premiumStateOf(policy, status, context.currentDate);
  const sections: TreeNode[] = [
    section('policyInformation', policyInformationRows(policy, context)),
    section('policyValues', policyValueRows(policy, context)),
    { ...section('clientInformation', []), children: clientNodes(policy, context) },
  ];
  const groups = coverageGroups(policy.coverages);
  const coverageSection = (id: SectionId, list: Coverage[], always = false) => {
    if (list.length === 0 && !always) return;
    const node = section(id, list.length === 0 ? [row('coverage', [FALLBACK.notApplicable])] : []);
    node.children = list.map((c) => coverageNode(c, policy, context, state));
    sections.push(node);
  };
  coverageSection('basicCoverage', groups.base, true);
  coverageSection('termRiders', groups.term);
  coverageSection('supplementaryBenefits', groups.supplementary);
  coverageSection('ulCoverageIncreaseRiders', groups.ulIncrease);
  if (showsFundSections(policy)) {
    const fundSection = (id: SectionId, types: FundType[]) => {
      const funds = policy.funds.filter((f) => types.includes(f.fundType));
      const node = section(id, funds.length === 0 ? [row('funds', [FALLBACK.notApplicable])] : []);
      node.children = funds.map((f) => fundNode(f, context.language));
      sections.push(node);
    };
    fundSection('dailyInterestFunds', ['DIA']);
    fundSection('guaranteedInterestFunds', ['GIA']);
    fundSection('equityLinkedFunds', ['SegFund']);
    fundSection('loanCollateralFunds', ['Loan']);
  }
  if (showsPayoutSection(policy)) sections.push(section('payoutInformation', payoutRows(policy)));
  return sections;
}

function section(id: SectionId, rows: TreeRow[]): TreeNode {
  return { id, kind: 'section', title: [key(`sections.${id}`)], rows, children: [] };
}

export function coverageGroups(coverages: readonly Coverage[]) {
  const base: Coverage[] = [];
  const term: Coverage[] = [];
  const ulIncrease: Coverage[] = [];
  const supplementary: Coverage[] = [];
  const baseIds = new Set(
    coverages.filter((c) => c.coverageType === 'BASE').map((c) => c.coverageID),
  );
  for (const c of coverages) {
    // A benefit attached to a rider (a waiver copied onto an added term rider) sits under it.
    if (
      c.coverageType !== 'BASE' &&
      c.parentCoverageID !== null &&
      !baseIds.has(c.parentCoverageID)
    )
      continue;
    if (c.coverageType === 'BASE') base.push(c);
    else if (c.riderType === 'TERM') term.push(c);
    else if (c.riderType === 'UL') ulIncrease.push(c);
    else supplementary.push(c);
  }
  return { base, term, ulIncrease, supplementary };
}

function policyInformationRows(p: InforcePolicy, ctx: TreeContext): TreeRow[] {
  const status = ctx.statuses.get(p.policyStatusCode);
  const statusLine: Part[] = status
    ? [
        text(
          ctx.language === 'fr' ? status.policyStatusDescriptionFr : status.policyStatusDescription,
        ),
      ]
    : [FALLBACK.notAvailable];
  const death = deathDateFor(p, status);
  if (death) statusLine.push(text(' — '), date(death));
  const statusRow: TreeRow = { ...row('policyStatus', statusLine) };
  if (statusIsAlert(p)) statusRow.tone = 'alert';

  const state = premiumStateOf(p, status, ctx.currentDate);
  const premiumStatus: Part[] =
    state.kind === 'paidUp' && state.since
      ? [key(premiumStateKey(state)), text(' — '), date(state.since)]
      : [key(premiumStateKey(state))];
  const premiums = policyPremiums(p, state);

  const rows: TreeRow[] = [
    row('policyNumber', [text(p.policyNumber)]),
    row('policyType', [key(`enums.policyType.${p.policyType}`)]),
    // Names in the user's language (decision 0031); the plan code has its own row.
    row('product', [
      p.prodName === '' && p.prodID === ''
        ? FALLBACK.notAvailable
        : text(productLabel(p.prodID, ctx.language, p.prodName)),
    ]),
    row('planCode', [text(p.planCode)]),
    statusRow,
    row('premiumStatus', premiumStatus),
    row('issueDate', [date(p.issueDate)]),
  ];
  if (p.expiryDate) rows.push(row('expiryDate', [date(p.expiryDate)]));
  if (p.terminatedDate) rows.push(row('terminatedDate', [date(p.terminatedDate)]));
  rows.push(row('paidToDate', ...dateOr(p.paidToDate)));
  // Nothing is billed on a policy whose premiums no longer fall due.
  if (premiumsFallDue(state)) rows.push(row('billToDate', ...dateOr(p.billToDate)));
  if (isUniversalLife(p) && p.nextMonthiversaryDate)
    rows.push(row('nextMonthiversaryDate', [date(p.nextMonthiversaryDate)]));
  rows.push(
    row('premiumMode', [key(`enums.premiumMode.${premiumModeOfCode(p.premiumMode)}`)]),
    row('totalModalPremium', ...moneyOr(premiums.modal, FALLBACK.notApplicable)),
    row('totalAnnualizedPremium', ...moneyOr(premiums.annual, FALLBACK.notApplicable)),
    row('billingMethod', [key(`enums.billingMethod.${p.billingMethod}`)]),
    row(
      'billingType',
      p.billingTypeCode === '4'
        ? [key('enums.billingType.4', { day: p.drawDay ?? '' })]
        : [key(`enums.billingType.${p.billingTypeCode}`)],
    ),
    row('billingStatus', [
      p.billingStatus === ''
        ? FALLBACK.notAvailable
        : text(labelIn(BILLING_STATUSES, p.billingStatus, ctx.language)),
    ]),
    row('registered', ...yesNo(p.isRegistered)),
    row('exemptStatus', [
      p.exemptStatus ? key(`enums.exemptStatus.${p.exemptStatus}`) : FALLBACK.notApplicable,
    ]),
    row('taxAccrualRule', [key(`enums.taxAccrualRule.${p.taxAccrualRule}`)]),
  );
  if (p.dividendPayoutType)
    rows.push(row('dividendOption', [key(`enums.dividendOption.${p.dividendPayoutType}`)]));
  rows.push(
    row('nonForfeitureOption', [
      p.nonForfeitureOption
        ? key(`enums.nonForfeiture.${p.nonForfeitureOption}`)
        : FALLBACK.notSelected,
    ]),
    row('agent', [text(`${p.agent.name} (${p.agent.agentID})`)]),
    row('writingAgent', [text(`${p.writingAgent.name} (${p.writingAgent.agentID})`)]),
    row('assignee', [key(`enums.assignee.${p.assigneeType}`)]),
  );
  return rows;
}

function policyValueRows(p: InforcePolicy, ctx: TreeContext): TreeRow[] {
  const rows: TreeRow[] = [];
  const optional: [string, number | null][] = [
    ['policyValue', p.policyValue],
    ['cashSurrenderValue', p.cashSurrenderValue],
    ['basicCashValue', p.basicCashValue],
    ['puaCashValue', p.puaCashValue],
    ['puaFaceAmount', p.puaFaceAmount],
    ['surrenderCharge', p.surrenderCharge],
    ['mva', p.mva],
    ['diaValue', p.diaValue],
    ['giaValue', p.giaValue],
    ['indexedFundValue', p.indexedFundValue],
    ['segFundValue', p.segFundValue],
    ['pdfBalance', p.pdfBalance],
    ['dodBalance', p.dodBalance],
    ['sideFundBalance', p.sideFundBalance],
    ['premiumRefund', p.premiumRefund],
  ];
  for (const [k, v] of optional) if (v !== null) rows.push(row(k, [money(v)]));
  if (p.dividendThisYear !== null) {
    rows.push({
      label: [key(dividendLabelKey(p.issueDate, ctx.currentDate))],
      lines: [[money(p.dividendThisYear)]],
    });
  }
  if (p.dividendEnhancedAmount !== null)
    rows.push(row('dividendEnhancedAmount', [money(p.dividendEnhancedAmount)]));
  if (loanNotPermitted(p)) {
    rows.push(row('loan', [key('values.loanNotPermitted')]));
  } else {
    rows.push(
      row('loanBalance', [money(p.loanBalance)]),
      row('availableLoan', [money(p.availableLoan)]),
      row('availableLoanInterestRate', [percent(p.availableLoanInterestRate)]),
    );
  }
  if (isUniversalLife(p)) {
    rows.push(
      row('ulDepositsThisYear', ...moneyOr(p.ulDepositsThisYear)),
      row('ulMaxDepositThisYear', ...moneyOr(p.ulMaxDepositThisYear)),
      row('ulPaidToDate', ...dateOr(p.ulPaidToDate)),
      row('ulLastDepositDate', ...dateOr(p.ulLastDepositDate, FALLBACK.notOnFile)),
      row('minPrem', ...moneyOr(p.minPrem)),
    );
  }
  if (rows.length === 0) rows.push(row('values', [FALLBACK.notApplicable]));
  return rows;
}

function partyAge(p: Party, currentDate: string): number | null {
  if (p.dateOfBirth) return ageByDays(p.dateOfBirth, currentDate);
  return p.attainedAge;
}

function clientNodes(p: InforcePolicy, ctx: TreeContext): TreeNode[] {
  const insuredRole = hasAnnuitants(p) ? 'annuitant' : 'insured';
  const nodes: TreeNode[] = [];
  for (const [i, o] of p.owners.entries())
    nodes.push(partyNode(`owner-${i}`, 'owner', o, ctx, false));
  for (const [i, o] of p.insureds.entries())
    nodes.push(partyNode(`${insuredRole}-${i}`, insuredRole, o, ctx, true));
  if (p.payor) nodes.push(partyNode('payor', 'payor', p.payor, ctx, false, true));
  return nodes;
}

function partyNode(
  id: string,
  role: string,
  party: Party,
  ctx: TreeContext,
  isLife: boolean,
  withBank = false,
): TreeNode {
  const age = partyAge(party, ctx.currentDate);
  const rows: TreeRow[] = [row('name', nameParts(partyName(party), party.dateOfDeath))];
  if (party.partyType === 'Person') {
    rows.push(row('dateOfBirth', ...dateOr(party.dateOfBirth)));
    if (age !== null) rows.push(row('age', [num(age)]));
    rows.push(row('sex', [key(sexKey(party.gender))]));
  }
  if (party.dateOfDeath && party.dateOfDeath.slice(0, 4) > '1900')
    rows.push(row('dateOfDeath', [date(party.dateOfDeath)]));
  if (isLife) {
    rows.push(
      row('smoker', [key(smokerKey(displaySmokeClass(party.smokeClass, age)))]),
      row('rateClass', [party.rateClass ? text(party.rateClass) : FALLBACK.na]),
    );
  }
  const sin = formatSin(party.sin);
  rows.push(row('sin', [sin === null ? FALLBACK.notAvailable : text(sin)]));
  const addressLines = [party.address1, party.address2, party.address3, party.address4]
    .filter((l) => l.trim() !== '')
    .map((l) => [text(l)]);
  const cityLine = [party.city, party.province].filter((s) => s !== '').join(', ');
  const lastLine = [cityLine, party.postalCode].filter((s) => s !== '').join('  ');
  if (lastLine !== '') addressLines.push([text(lastLine)]);
  rows.push({
    label: [
      key('labels.address'),
      text(' ('),
      key(`enums.addressType.${party.addressType}`),
      text(')'),
    ],
    lines: addressLines.length ? addressLines : [[FALLBACK.notOnFile]],
  });
  const phones = party.phoneNumbers
    .map((ph) => ({ type: ph.phoneType, shown: formatPhone(ph.phoneNumber) }))
    .filter((ph) => ph.shown !== '');
  rows.push({
    label: label('phone'),
    lines: phones.length
      ? phones.map((ph) => [key(`enums.phoneType.${ph.type}`), text(': '), text(ph.shown)])
      : [[FALLBACK.notOnFile]],
  });
  rows.push({
    label: label('email'),
    lines: party.emails.length
      ? party.emails.map((e) => [text(e.emailAddress)])
      : [[FALLBACK.notOnFile]],
  });
  rows.push(
    row('consent', ...yesNo(party.consent)),
    row('caslConsent', ...yesNo(party.caslConsent)),
  );
  rows.push(row('church', [churchPart(party.churchName)]));
  if (withBank) {
    rows.push(
      row('bankName', [party.bankName ? text(party.bankName) : FALLBACK.notOnFile]),
      row('bankAccount', [
        party.bankAccountNo
          ? text(`${party.bankNo}-${party.bankBranchNo}-••••${party.bankAccountNo.slice(-3)}`)
          : FALLBACK.notOnFile,
      ]),
    );
  }
  return {
    id,
    kind: 'party',
    title: [key(`roles.${role}`), text(': '), ...nameParts(partyName(party), party.dateOfDeath)],
    rows,
    children: [],
  };
}

function coverageStatusPart(
  c: Coverage,
  state: PremiumState,
  ctx: TreeContext,
  p: InforcePolicy,
): Part {
  const shown = coverageStatusShown(c, state);
  if (shown.kind === 'own')
    return shown.text === ''
      ? FALLBACK.notAvailable
      : text(labelIn(COVERAGE_STATUSES, shown.text, ctx.language));
  const status = ctx.statuses.get(p.policyStatusCode);
  if (!status) return FALLBACK.notAvailable;
  return text(
    ctx.language === 'fr' ? status.policyStatusDescriptionFr : status.policyStatusDescription,
  );
}

/**
 * "Each coverage panel is titled with the coverage name … 'error testing'" when unresolved: the
 * name in the user's language by its codes (decision 0031).
 */
export function coverageTitle(
  c: Pick<Coverage, 'name' | 'coverageType' | 'prodID' | 'planCode'>,
  language: 'en' | 'fr',
): Part[] {
  const name = coverageLabel(c, language);
  return name === '' ? [key('tree.errorTesting')] : [text(name)];
}

function coverageNode(
  c: Coverage,
  p: InforcePolicy,
  ctx: TreeContext,
  state: PremiumState,
): TreeNode {
  const ul = isUniversalLife(p);
  const insured = c.insured;
  const insuredParty = insured ? p.insureds.find((i) => i.partyID === insured.partyID) : undefined;
  const age = insured?.dateOfBirth ? ageByDays(insured.dateOfBirth, ctx.currentDate) : null;
  const rows: TreeRow[] = [
    // "A rider's display status comes from its coverage" (on an ended policy, the policy's).
    row('coverageStatus', [coverageStatusPart(c, state, ctx, p)]),
    row('planCode', [text(c.planCode)]),
    row(
      'insured',
      insured
        ? nameParts(insured.name, insuredParty?.dateOfDeath ?? null)
        : [FALLBACK.notAvailable],
    ),
    row('faceAmount', [money(c.faceAmount)]),
  ];
  if (c.units > 0) rows.push(row('units', [num(c.units), text(' × '), money(c.unitValue)]));
  rows.push(row('issueDate', ...dateOr(c.issueDate)));
  if (c.issueAge !== null) rows.push(row('issueAge', [num(c.issueAge)]));
  if (c.expiryDate) rows.push(row('expiryDate', [date(c.expiryDate)]));
  else if (c.expiryAge !== null) rows.push(row('expiryAge', [num(c.expiryAge)]));
  if (insured) {
    rows.push(
      row('sex', [key(sexKey(insured.gender))]),
      row('smoker', [key(smokerKey(displaySmokeClass(insured.smokeClass, age)))]),
      row('rateClass', [insured.rateClass ? text(insured.rateClass) : FALLBACK.na]),
    );
  }
  if (ul) rows.push(row('coiType', [key(`enums.coiType.${c.coiType}`)]));
  // "Under UL, term-rider duration and rating text appear only when set."
  const hasRating = c.meRating > 0 && c.meRating !== 100;
  const hasFlatExtra = c.flatExtra > 0;
  if (hasRating) rows.push(row('rating', [percent(c.meRating)]));
  else if (!ul) rows.push(row('rating', [key('values.standard')]));
  if (hasFlatExtra) rows.push(row('flatExtra', flatExtraParts(c.flatExtra, c.flatExtraDuration)));
  else if (!ul) rows.push(row('flatExtra', [FALLBACK.na]));
  // "A coverage with status 'PAID UP' … its annual premium is shown as not applicable."
  // Not applicable on a paid-up coverage, and on a policy whose premiums no longer fall due.
  const annual = coverageAnnualPremium(c, state);
  const modal = coverageModalPremium(c, state);
  rows.push(row('annualPremium', ...moneyOr(annual, FALLBACK.notApplicable)));
  if (modal !== null) rows.push(row('modalPremium', [money(modal)]));
  if (c.cashValue !== 0 || c.coverageType === 'BASE')
    rows.push(row('cashValue', [money(c.cashValue)]));
  for (const d of c.disabilityItems) {
    rows.push({
      label: [key('labels.disabilityBenefit'), text(` (${d.benefitType})`)],
      lines: [
        [
          money(d.monthlyBenefit),
          key('values.perMonth'),
          text(' — '),
          key('values.waitingDays', { count: d.waitingPeriodDays }),
        ],
      ],
    });
  }
  if (c.coverageType === 'BASE' || c.riderType === 'TERM' || c.beneficiaries.length > 0) {
    rows.push({
      label: label('beneficiaries'),
      lines: beneficiaryLines(
        c.beneficiaries.map((b) => ({
          name: b.companyName.trim() !== '' ? b.companyName : `${b.firstName} ${b.lastName}`.trim(),
          dateOfDeath: b.dateOfDeath,
          beneficiaryTypeCode: b.beneficiaryTypeCode,
          beneficiaryRelationship: labelIn(RELATIONSHIPS, b.beneficiaryRelationship, ctx.language),
          beneficiaryPercent: b.beneficiaryPercent,
        })),
      ),
    });
  }
  if (c.isWaiverIncluded) rows.push(row('waiverIncluded', [key('values.yes')]));
  const waivers = p.coverages.filter(
    (w) => w.parentCoverageID === c.coverageID && w.riderType === 'WAIVER',
  );
  return {
    id: `coverage-${c.coverageID}`,
    kind: 'coverage',
    title: coverageTitle(c, ctx.language),
    rows,
    children: c.coverageType === 'BASE' ? [] : waivers.map((w) => coverageNode(w, p, ctx, state)),
  };
}

function fundNode(f: Fund, language: 'en' | 'fr'): TreeNode {
  const rows: TreeRow[] = [
    row('fundType', [key(`enums.fundType.${f.fundType}`)]),
    row('interestRate', [percent(f.interestRate)]),
    row('fundValue', [money(f.fundValue)]),
    row('currentFundValue', [money(f.currentFundValue)]),
    row('depositAmount', [money(f.depositAmount)]),
  ];
  if (f.depositTerm !== null)
    rows.push(row('depositTerm', [key('values.months', { count: f.depositTerm })]));
  if (f.interestStartDate) rows.push(row('interestStartDate', [date(f.interestStartDate)]));
  if (f.maturityDate) rows.push(row('maturityDate', [date(f.maturityDate)]));
  if (f.maturityValue !== null) rows.push(row('maturityValue', [money(f.maturityValue)]));
  if (f.mva !== 0) rows.push(row('mva', [money(f.mva)]));
  if (f.units !== null && f.unitPrice !== null)
    rows.push(row('units', [num(f.units), text(' × '), money(f.unitPrice)]));
  rows.push(
    row('depositAllocation', [percent(f.depositAllocation.allocationPercent)]),
    row('withdrawalAllocation', [percent(f.withdrawalAllocation.allocationPercent)]),
  );
  if (f.reInvestmentInstructions)
    rows.push(row('reInvestment', [text(f.reInvestmentInstructions)]));
  return {
    id: `fund-${f.fundID}`,
    kind: 'fund',
    title: [text(fundLabel(f, language))],
    rows,
    children: [],
  };
}

function payoutRows(p: InforcePolicy): TreeRow[] {
  const maxPayout = maximumPayout(p.fundsLockedIn, p.maxPayoutThisYear);
  const rows: TreeRow[] = [
    row('annualPayoutAmount', ...moneyOr(p.annualPayoutAmount)),
    row('annualPayoutMode', [
      p.annualPayoutMode
        ? key(`enums.premiumMode.${premiumModeOfCode(p.annualPayoutMode)}`)
        : FALLBACK.notSelected,
    ]),
    row('payoutMethod', [p.payoutMethod ? text(p.payoutMethod) : FALLBACK.notSelected]),
    row('payoutType', [
      p.payoutType ? key(`enums.payoutType.${p.payoutType}`) : FALLBACK.notSelected,
    ]),
    row('payoutInsuredType', [
      p.payoutInsuredType ? key(`enums.payoutInsured.${p.payoutInsuredType}`) : FALLBACK.na,
    ]),
    row('payoutPaymentDate', ...dateOr(p.payoutPaymentDate)),
    row('payoutEffectiveDate', ...dateOr(p.payoutEffectiveDate)),
    row('payoutEndDate', ...dateOr(p.payoutEndDate, FALLBACK.notApplicable)),
    row('minPayoutThisYear', ...moneyOr(p.minPayoutThisYear)),
    row('maxPayoutThisYear', [maxPayout === null ? FALLBACK.na : money(maxPayout)]),
    row('fundsLockedIn', ...yesNo(p.fundsLockedIn)),
    row('payoutTaxWithheld', ...moneyOr(p.payoutTaxWithheld)),
    row('payoutTaxCalculationPercent', [
      p.payoutTaxCalculationPercent === null
        ? FALLBACK.notAvailable
        : percent(p.payoutTaxCalculationPercent),
    ]),
    row('payoutAdditionalTaxWithheld', ...moneyOr(p.payoutAdditionalTaxWithheld)),
  ];
  if (p.guaranteedMaturityDate)
    rows.push(row('guaranteedMaturityDate', [date(p.guaranteedMaturityDate)]));
  if (p.guaranteedMaturityAmount !== null)
    rows.push(row('guaranteedMaturityAmount', [money(p.guaranteedMaturityAmount)]));
  if (p.guaranteedDeathAmount !== null)
    rows.push(row('guaranteedDeathAmount', [money(p.guaranteedDeathAmount)]));
  if (p.spouseContributorType)
    rows.push(row('spouseContributorType', [text(p.spouseContributorType)]));
  return rows;
}

/** Every node id of the tree, depth first (the screen expands these on load). */
export function allNodeIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allNodeIds(n.children)]);
}

/** Count of rows, a rough measure of a tree's size (benchmarks). */
export function rowCount(nodes: readonly TreeNode[]): number {
  return nodes.reduce((sum, n) => sum + n.rows.length + rowCount(n.children), 0);
}
