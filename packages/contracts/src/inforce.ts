// Calls of the in-force viewer (inforce-and-illustration.md section 7): POST /api/getpolicy,
// POST /api/AlphaLookup and POST /api/GetCoverageSetup, with the spec's field names.
import type { PolicyCopy, PolicyCopyCoverage } from '@portal/domain/inforce/policy-copy';
import {
  ADDRESS_TYPES,
  ASSIGNEE_TYPES,
  BILLING_METHODS,
  BILLING_TYPE_CODES,
  COI_TYPES,
  COVERAGE_TYPES,
  DIVIDEND_OPTIONS,
  EXEMPT_STATUSES,
  FUND_TYPES,
  GENDERS,
  type InforcePolicy,
  NON_FORFEITURE_OPTIONS,
  PAYOUT_INSURED_TYPES,
  PAYOUT_TYPES,
  PHONE_TYPES,
  POLICY_TYPES,
  RATE_CLASSES,
  RIDER_TYPES,
  SMOKE_CLASSES,
  TAX_ACCRUAL_RULES,
} from '@portal/domain/inforce/types';
import { z } from 'zod';
import { coverageProductIdSchema } from './product-ids';

/** Longest policy number the company issues; anything longer is refused as bad input. */
export const POLICY_NUMBER_MAX = 20;
/** Longest name part accepted by the alpha lookup. */
export const NAME_PART_MAX = 60;
/** Most rows an alpha lookup returns; more matches ask for a narrower search. */
export const ALPHA_LOOKUP_LIMIT = 50;

/** Load results (decision 0010): the spec's list numbered 1 to 10. */
export const LOAD_RESULT = {
  found: 1,
  notFound: 2,
  notQuotable: 3,
  premiumRestrict: 4,
  terminated: 5,
  paidUp: 6,
  rejected: 7,
  eti: 8,
  noFuturePremiums: 9,
  notLoadable: 10,
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nDate = isoDate.nullable();
const nNum = z.number().nullable();

/** The spec's request bodies carry the user; the server answers for the session's user. */
const bodyUser = z.unknown().optional();

/** Control characters (NUL above all, which PostgreSQL text cannot hold) are never valid input. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

export const getPolicyRequestSchema = z.object({
  policyNumber: z
    .string()
    .trim()
    .min(1)
    .max(POLICY_NUMBER_MAX)
    .regex(NO_CONTROL_CHARACTERS, 'Control characters are not allowed.'),
  user: bodyUser,
});
export type GetPolicyRequest = z.infer<typeof getPolicyRequestSchema>;

const phoneSchema = z.object({
  phoneType: z.enum(PHONE_TYPES),
  phoneNumber: z.string().nullable(),
});

export const partySchema = z.object({
  partyID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  salutation: z.string(),
  companyName: z.string(),
  partyType: z.enum(['Person', 'Company']),
  dateOfBirth: nDate,
  dateOfDeath: nDate,
  sin: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  smokeClass: z.enum(SMOKE_CLASSES).nullable(),
  rateClass: z.enum(RATE_CLASSES).nullable(),
  issueAge: nNum,
  attainedAge: nNum,
  addressType: z.enum(ADDRESS_TYPES),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  address4: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phoneNumbers: z.array(phoneSchema),
  emails: z.array(z.object({ emailAddress: z.string() })),
  consent: z.boolean().nullable(),
  caslConsent: z.boolean().nullable(),
  bankName: z.string(),
  bankNo: z.string(),
  bankBranchNo: z.string(),
  bankAccountNo: z.string(),
  bankAccountHolderName: z.string(),
  churchName: z.string(),
  churchCity: z.string(),
  churchProvince: z.string(),
});

const beneficiarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  dateOfDeath: nDate,
  beneficiaryTypeCode: z.string(),
  beneficiaryRelationship: z.string(),
  beneficiaryPercent: z.number(),
});

const coverageInsuredSchema = z.object({
  partyID: z.string(),
  name: z.string(),
  dateOfBirth: nDate,
  gender: z.enum(GENDERS).nullable(),
  smokeClass: z.enum(SMOKE_CLASSES).nullable(),
  rateClass: z.enum(RATE_CLASSES).nullable(),
});

export const coverageSchema = z.object({
  coverageID: z.string(),
  parentCoverageID: z.string().nullable(),
  coverageType: z.enum(COVERAGE_TYPES),
  riderType: z.enum(RIDER_TYPES),
  name: z.string(),
  planCode: z.string(),
  prodID: z.string(),
  faceAmount: z.number(),
  sumInsured: z.number(),
  units: z.number(),
  unitValue: z.number(),
  issueDate: nDate,
  issueAge: nNum,
  expiryDate: nDate,
  expiryAge: nNum,
  expiryDuration: nNum,
  coiType: z.enum(COI_TYPES),
  flatExtra: z.number(),
  flatExtraDuration: z.number(),
  meRating: z.number(),
  isUseRatings: z.boolean(),
  premCoverage: z.number(),
  premFlatExtra: z.number(),
  premMultipleExtra: z.number(),
  policyFee: z.number(),
  premWaiver: z.number(),
  premADB: z.number(),
  premAnnual: z.number(),
  modePremiumAmount: z.number(),
  modalFactor: z.number(),
  cashValue: z.number(),
  coverageStatus: z.string(),
  displayStatus: z.number(),
  isActive: z.boolean(),
  insured: coverageInsuredSchema.nullable(),
  insureds: z.array(coverageInsuredSchema),
  beneficiaries: z.array(beneficiarySchema),
  coverageLayers: z.array(
    z.object({ layerID: z.string(), faceAmount: z.number(), issueDate: nDate }),
  ),
  disabilityItems: z.array(
    z.object({
      benefitType: z.string(),
      monthlyBenefit: z.number(),
      waitingPeriodDays: z.number(),
      benefitPeriodMonths: z.number(),
    }),
  ),
  isWaiverIncluded: z.boolean().optional(),
});

const allocationSchema = z.object({ allocationPercent: z.number() });

export const fundSchema = z.object({
  fundID: z.string(),
  fundName: z.string(),
  fundType: z.enum(FUND_TYPES),
  interestRate: z.number(),
  fundValue: z.number(),
  currentFundValue: z.number(),
  depositAmount: z.number(),
  depositTerm: nNum,
  depositAge: nNum,
  interestStartDate: nDate,
  maturityDate: nDate,
  maturityValue: nNum,
  mva: z.number(),
  reInvestmentInstructions: z.string(),
  units: nNum,
  unitPrice: nNum,
  depositAllocation: allocationSchema,
  withdrawalAllocation: allocationSchema,
});

const agentSchema = z.object({ agentID: z.string(), name: z.string() });

export const inforcePolicySchema = z.object({
  policyNumber: z.string(),
  policyType: z.enum(POLICY_TYPES),
  prodID: z.string(),
  prodName: z.string(),
  planCode: z.string(),
  policyCStatCode: z.string(),
  policyStatusCode: z.string(),
  isActive: z.boolean(),
  isRegistered: z.boolean(),
  issueDate: isoDate,
  illustrationDate: nDate,
  currentDate: isoDate,
  expiryDate: nDate,
  terminatedDate: nDate,
  paidUpDate: nDate,
  paidToDate: nDate,
  billToDate: nDate,
  nextMonthiversaryDate: nDate,
  transactionStartDate: nDate,
  premiumMode: z.string(),
  totalModalPremium: z.number(),
  totalAnnualizedPremium: z.number(),
  billingMethod: z.enum(BILLING_METHODS),
  billingTypeCode: z.enum(BILLING_TYPE_CODES),
  drawDay: nNum,
  billingStatus: z.string(),
  minPrem: nNum,
  isVanishPrem: z.boolean(),
  isRestrictPremium: z.boolean(),
  premiumOffsetPluginName: z.string(),
  policyValue: nNum,
  diaValue: nNum,
  giaValue: nNum,
  indexedFundValue: nNum,
  segFundValue: nNum,
  pdfBalance: nNum,
  dodBalance: nNum,
  sideFundBalance: nNum,
  loanBalance: z.number(),
  mva: nNum,
  surrenderCharge: nNum,
  cashSurrenderValue: nNum,
  puaCashValue: nNum,
  puaFaceAmount: nNum,
  basicCashValue: nNum,
  premiumRefund: nNum,
  dividendThisYear: nNum,
  dividendEnhancedAmount: nNum,
  dividendPayoutType: z.enum(DIVIDEND_OPTIONS).nullable(),
  nonForfeitureOption: z.enum(NON_FORFEITURE_OPTIONS).nullable(),
  isLoanAvailable: z.boolean(),
  availableLoan: z.number(),
  availableLoanInterestRate: z.number(),
  isLoanOnPolicy: z.boolean(),
  ulDepositsThisYear: nNum,
  ulMaxDepositThisYear: nNum,
  ulPaidToDate: nDate,
  ulLastDepositDate: nDate,
  annualPayoutAmount: nNum,
  annualPayoutMode: z.string().nullable(),
  payoutMethod: z.string().nullable(),
  payoutMethodCode: z.string().nullable(),
  payoutPaymentDate: nDate,
  payoutEffectiveDate: nDate,
  payoutEndDate: nDate,
  payoutTaxWithheld: nNum,
  payoutTaxCalculationPercent: nNum,
  payoutAdditionalTaxWithheld: nNum,
  payoutType: z.enum(PAYOUT_TYPES).nullable(),
  payoutInsuredType: z.enum(PAYOUT_INSURED_TYPES).nullable(),
  minPayoutThisYear: nNum,
  maxPayoutThisYear: nNum,
  fundsLockedIn: z.boolean(),
  guaranteedMaturityDate: nDate,
  guaranteedMaturityAmount: nNum,
  guaranteedDeathAmount: nNum,
  assigneeType: z.enum(ASSIGNEE_TYPES),
  spouseContributorType: z.string().nullable(),
  exemptStatus: z.enum(EXEMPT_STATUSES).nullable(),
  taxAccrualRule: z.enum(TAX_ACCRUAL_RULES),
  owners: z.array(partySchema),
  insureds: z.array(partySchema),
  payor: partySchema.nullable(),
  agent: agentSchema,
  writingAgent: agentSchema,
  coverages: z.array(coverageSchema),
  funds: z.array(fundSchema),
});

// The schema and the domain's type must describe the same document.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const policySchemaMatches: Same<z.infer<typeof inforcePolicySchema>, InforcePolicy> = true;
void policySchemaMatches;

export const policyCopyCoverageSchema = z.object({
  coverageID: z.string().max(40),
  parentCoverageID: z.string().max(40).nullable(),
  coverageType: z.string().max(20),
  riderType: z.string().max(20),
  policyType: z.string().max(40),
  faceAmount: z.number().nonnegative().max(1e9),
  initialFaceAmount: z.number().nonnegative().max(1e9),
  productSetup: z.looseObject({
    prodID: z.string().max(10),
    planCode: z.string().max(20),
    name: z.string().max(200),
  }),
  premiumRateData: z.object({ rate: z.number().nullable(), annualPremium: z.number() }),
});
const coverageCopyMatches: Same<
  z.infer<typeof policyCopyCoverageSchema>,
  PolicyCopyCoverage
> = true;
void coverageCopyMatches;

export const policyCopySchema = z.object({
  coverages: z.array(policyCopyCoverageSchema),
  funds: z.array(
    z.object({
      fundID: z.string(),
      fundType: z.string(),
      fundValue: z.number(),
      initialFundValue: z.number(),
      fundValueArray: z.array(z.number()),
      isUseInterestRate: z.boolean(),
      interestRate: z.number(),
      fundRateData: z.object({ rateArray: z.array(z.number()), isReadRate: z.boolean() }),
      isExternalFund: z.boolean(),
      chargeAllocation: z.object({ allocationPercent: z.number() }),
      currentFundValue: z.number(),
    }),
  ),
  solves: z.array(z.object({ name: z.string(), isActive: z.boolean() })),
  insured: z.object({ issueAge: z.number() }),
  policyFeeRateData: z.object({ annualFee: z.number() }),
});
const copyMatches: Same<z.infer<typeof policyCopySchema>, PolicyCopy> = true;
void copyMatches;

export const policyStatusSchema = z.object({
  policyStatusCode: z.string(),
  policyStatusDescription: z.string(),
  policyStatusDescriptionFr: z.string(),
  isDeath: z.boolean(),
});

/** Load result (spec 3): errorCode, inforcePolicy, policy, currentDate; plus the status lookup. */
export const getPolicyResponseSchema = z.object({
  errorCode: z.number().int(),
  inforcePolicy: inforcePolicySchema.nullable(),
  policy: policyCopySchema.nullable(),
  currentDate: isoDate,
  /** The status lookup entry of the policy, so the tree can name its status. */
  policyStatus: policyStatusSchema.nullable(),
});
export type GetPolicyResponse = z.infer<typeof getPolicyResponseSchema>;

const namePart = z
  .string()
  .trim()
  .max(NAME_PART_MAX)
  .regex(NO_CONTROL_CHARACTERS, 'Control characters are not allowed.');

export const alphaLookupRequestSchema = z.object({
  firstName: namePart.default(''),
  middleName: namePart.default(''),
  lastName: namePart.default(''),
  user: bodyUser,
});
export type AlphaLookupRequest = z.input<typeof alphaLookupRequestSchema>;

export const alphaLookupRowSchema = z.object({
  errorCode: z.number().int(),
  errorMessage: z.string(),
  policyNumber: z.string(),
  policyType: z.string(),
  prodName: z.string(),
  policyStatusCode: z.string(),
  policyStatusDescription: z.string(),
  isActive: z.boolean(),
  role: z.enum(['Owner', 'Insured', 'Annuitant', 'Payor', '']),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  dateOfBirth: nDate,
  city: z.string(),
  province: z.string(),
});
export type AlphaLookupRow = z.infer<typeof alphaLookupRowSchema>;
export const alphaLookupResponseSchema = z.array(alphaLookupRowSchema);

/**
 * The term rider being added to a loaded policy (issue 15 §3), beside the spec's coverage: the
 * policy it goes on (the server checks it may take one) and the rider's life, for the engine's
 * premium. Without it the call only returns the setup, as the spec's call does.
 */
export const addedRiderRequestSchema = z.object({
  policyNumber: z
    .string()
    .trim()
    .min(1)
    .max(POLICY_NUMBER_MAX)
    .regex(NO_CONTROL_CHARACTERS, 'Control characters are not allowed.'),
  insured: z.object({
    /** The rider's life's age today. */
    issueAge: z.number().int().min(0).max(120),
    sex: z.enum(['M', 'F']),
    smokeClass: z.enum(['N', 'S']),
    /** Blank is S (spec 5). */
    rateClass: z.enum(RATE_CLASSES).optional(),
    rating: z.union([
      z.literal(100),
      z.literal(125),
      z.literal(150),
      z.literal(175),
      z.literal(200),
    ]),
    flatExtra: z.number().min(0).max(100),
    flatExtraDuration: z.number().int().min(0).max(999),
  }),
});
export type AddedRiderRequest = z.infer<typeof addedRiderRequestSchema>;

/** POST /api/GetCoverageSetup: the new rider coverage in; the same with its setup out. */
/** The new rider coverage; its product id may be written without leading zeros (93 or 093). */
export const coverageSetupRequestSchema = policyCopyCoverageSchema.extend({
  productSetup: policyCopyCoverageSchema.shape.productSetup.extend({
    prodID: coverageProductIdSchema,
  }),
  addedRider: addedRiderRequestSchema.optional(),
});
export type CoverageSetupRequest = z.infer<typeof coverageSetupRequestSchema>;
export const coverageSetupResponseSchema = policyCopyCoverageSchema.extend({
  productSetup: z.object({
    prodID: z.string(),
    planCode: z.string(),
    name: z.string(),
    nameFr: z.string(),
    chargedMonthly: z.boolean(),
    minIssueAge: z.number(),
    maxIssueAge: z.number(),
    minFaceAmount: z.number(),
    maxFaceAmount: z.number(),
    unitValue: z.number(),
  }),
  /** With `addedRider`: the engine's premium of the rider and of the waiver copied onto it. */
  addedRiderPremium: z
    .object({
      annualPremium: z.number(),
      premFlatExtra: z.number(),
      ratePer1000: z.number().nullable(),
      chargedMonthly: z.boolean(),
      waiverAnnualPremium: z.number().nullable(),
    })
    .optional(),
});
export type CoverageSetupResponse = z.infer<typeof coverageSetupResponseSchema>;
