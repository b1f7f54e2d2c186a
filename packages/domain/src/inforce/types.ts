// The in-force entities of spec section 3 (Policy, Coverage, Fund, Party, Beneficiary, phone
// and address), as the server stores them (one document per policy) and the calls carry them.
// Dates are ISO 'YYYY-MM-DD' strings; money is dollars with cents, as the spec's screens read it.

/** The 17 policy types of spec section 1. */
export const POLICY_TYPES = [
  'WholeLife',
  'DecreasingIncreasingTerm',
  'Endowment',
  'Enhanced',
  'LevelTerm',
  'PaidUpLife',
  'TermWithCashValue',
  'Disability',
  'CriticalIllness',
  'UniversalLife',
  'DeferredAnnuity',
  'ImmediateAnnuity',
  'RRIF',
  'LIF',
  'ESA_ISA',
  'SegregatedFund',
  'SegregatedFundRRIF',
] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const BILLING_METHODS = ['EFT', 'Mail', 'BillError'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];
/** 4 pre-authorized debit (with drawDay), 5 military pay, S salary deduction, D premium offset. */
export const BILLING_TYPE_CODES = ['4', '5', 'S', 'D'] as const;
export type BillingTypeCode = (typeof BILLING_TYPE_CODES)[number];
export const NON_FORFEITURE_OPTIONS = ['APL', 'ETI', 'PIC', 'RPU'] as const;
export type NonForfeitureOption = (typeof NON_FORFEITURE_OPTIONS)[number];
export const DIVIDEND_OPTIONS = ['RAP', 'PUA', 'DOD', 'PIC', 'ENH', 'NONE'] as const;
export type DividendOption = (typeof DIVIDEND_OPTIONS)[number];
export const PAYOUT_TYPES = ['Minimum', 'Maximum', 'FlatAmount'] as const;
export const PAYOUT_INSURED_TYPES = ['Annuitant', 'Spouse'] as const;
export const ASSIGNEE_TYPES = ['Absolute', 'Collateral', 'None'] as const;
export const EXEMPT_STATUSES = [
  'Grandfathered',
  'ExemptWithTesting',
  'ExemptWithoutTesting',
  'ExemptWithoutTestingNew',
  'NonExempt',
  'NonExemptNew',
] as const;
export const TAX_ACCRUAL_RULES = ['None', 'Trienniel', 'CalendarYear', 'PolicyYear'] as const;
export const COVERAGE_TYPES = ['BASE', 'BENEFIT', 'RIDER', 'OYT'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];
export const RIDER_TYPES = [
  'TERM',
  'WAIVER',
  'ADB',
  'AIB',
  'CHILD',
  'GPO',
  'PIB',
  'DMB',
  'UL',
  'OTHER',
  'NONE',
] as const;
export type RiderType = (typeof RIDER_TYPES)[number];
export const COI_TYPES = ['LevelGuaranteed', 'YRT', 'None'] as const;
export type CoiType = (typeof COI_TYPES)[number];
/** Fund types of spec section 9; a Fund entity is DIA, GIA or SegFund, Loan for collateral. */
export const FUND_TYPES = [
  'DIA',
  'GIA',
  'DRP',
  'PRM',
  'DOD',
  'SideFund',
  'Loan',
  'SegFund',
] as const;
export type FundType = (typeof FUND_TYPES)[number];
export const GENDERS = ['F', 'M', 'J'] as const;
export type Gender = (typeof GENDERS)[number];
/** N non-smoker, S smoker, R regular, C child (a child rate that the minor rule leaves alone). */
export const SMOKE_CLASSES = ['N', 'S', 'R', 'C'] as const;
export type SmokeClass = (typeof SMOKE_CLASSES)[number];
export const RATE_CLASSES = ['P', 'S', 'U'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];
export const PHONE_TYPES = [
  'Beeper',
  'Business',
  'BusinessFax',
  'Cellular',
  'Mailing',
  'Other',
  'Pager',
  'Residence',
  'ResidenceFax',
  'Residence2',
] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const ADDRESS_TYPES = [
  'Billing',
  'Business',
  'Disbursement',
  'Mailing',
  'Other',
  'Residence',
  'Vacation',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface Phone {
  phoneType: PhoneType;
  phoneNumber: string | null;
}

export interface Party {
  partyID: string;
  firstName: string;
  middleName: string;
  lastName: string;
  salutation: string;
  companyName: string;
  partyType: 'Person' | 'Company';
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  sin: string | null;
  gender: Gender | null;
  smokeClass: SmokeClass | null;
  rateClass: RateClass | null;
  issueAge: number | null;
  attainedAge: number | null;
  addressType: AddressType;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  city: string;
  province: string;
  postalCode: string;
  phoneNumbers: Phone[];
  emails: { emailAddress: string }[];
  consent: boolean | null;
  caslConsent: boolean | null;
  bankName: string;
  bankNo: string;
  bankBranchNo: string;
  bankAccountNo: string;
  bankAccountHolderName: string;
  churchName: string;
  churchCity: string;
  churchProvince: string;
}

export interface Beneficiary {
  firstName: string;
  lastName: string;
  companyName: string;
  dateOfDeath: string | null;
  /** Primary, Contingent or Class (the spec's beneficiaryTypeCode). */
  beneficiaryTypeCode: string;
  beneficiaryRelationship: string;
  beneficiaryPercent: number;
}

export interface CoverageInsured {
  partyID: string;
  name: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  smokeClass: SmokeClass | null;
  rateClass: RateClass | null;
}

export interface Coverage {
  coverageID: string;
  parentCoverageID: string | null;
  coverageType: CoverageType;
  riderType: RiderType;
  /** Empty when the product data has no name for it: the panel then reads 'error testing'. */
  name: string;
  planCode: string;
  prodID: string;
  faceAmount: number;
  sumInsured: number;
  units: number;
  unitValue: number;
  issueDate: string | null;
  issueAge: number | null;
  expiryDate: string | null;
  expiryAge: number | null;
  expiryDuration: number | null;
  coiType: CoiType;
  /** Dollars per 1000 a year. */
  flatExtra: number;
  /** Years; 999 means for life. */
  flatExtraDuration: number;
  /** Percent of standard mortality (100 standard). */
  meRating: number;
  isUseRatings: boolean;
  premCoverage: number;
  premFlatExtra: number;
  premMultipleExtra: number;
  policyFee: number;
  premWaiver: number;
  premADB: number;
  premAnnual: number;
  modePremiumAmount: number;
  modalFactor: number;
  cashValue: number;
  coverageStatus: string;
  /** 1 displayed active; the rider's display status follows its coverage. */
  displayStatus: number;
  isActive: boolean;
  insured: CoverageInsured | null;
  insureds: CoverageInsured[];
  beneficiaries: Beneficiary[];
  coverageLayers: { layerID: string; faceAmount: number; issueDate: string | null }[];
  disabilityItems: {
    benefitType: string;
    monthlyBenefit: number;
    waitingPeriodDays: number;
    benefitPeriodMonths: number;
  }[];
  /** Set on a rider added on screen whose base carried a waiver (spec 4). */
  isWaiverIncluded?: boolean;
  /** A term rider added on screen, or a waiver copied onto one (decision 0010): not on file. */
  isAddedOnScreen?: boolean;
  /** On a waiver copied onto an added rider: the waiver it was copied from. */
  copiedFromCoverageID?: string;
}

export interface Allocation {
  allocationPercent: number;
}

export interface Fund {
  fundID: string;
  fundName: string;
  fundType: FundType;
  interestRate: number;
  fundValue: number;
  currentFundValue: number;
  depositAmount: number;
  /** Months. */
  depositTerm: number | null;
  depositAge: number | null;
  interestStartDate: string | null;
  maturityDate: string | null;
  maturityValue: number | null;
  mva: number;
  reInvestmentInstructions: string;
  units: number | null;
  unitPrice: number | null;
  depositAllocation: Allocation;
  withdrawalAllocation: Allocation;
}

export interface AgentRef {
  agentID: string;
  name: string;
}

export interface InforcePolicy {
  policyNumber: string;
  policyType: PolicyType;
  prodID: string;
  prodName: string;
  planCode: string;
  /** 3 and 4 paid up, 2 waived; 1 premium paying. */
  policyCStatCode: string;
  policyStatusCode: string;
  isActive: boolean;
  isRegistered: boolean;

  issueDate: string;
  illustrationDate: string | null;
  currentDate: string;
  expiryDate: string | null;
  terminatedDate: string | null;
  paidUpDate: string | null;
  paidToDate: string | null;
  billToDate: string | null;
  nextMonthiversaryDate: string | null;
  transactionStartDate: string | null;

  /** Mode code: 012 annual, 06 semi-annual, 03 quarterly, anything else monthly. */
  premiumMode: string;
  totalModalPremium: number;
  totalAnnualizedPremium: number;
  billingMethod: BillingMethod;
  billingTypeCode: BillingTypeCode;
  drawDay: number | null;
  billingStatus: string;
  minPrem: number | null;
  isVanishPrem: boolean;
  isRestrictPremium: boolean;
  premiumOffsetPluginName: string;

  policyValue: number | null;
  diaValue: number | null;
  giaValue: number | null;
  indexedFundValue: number | null;
  segFundValue: number | null;
  pdfBalance: number | null;
  dodBalance: number | null;
  sideFundBalance: number | null;
  loanBalance: number;
  mva: number | null;
  surrenderCharge: number | null;
  cashSurrenderValue: number | null;
  puaCashValue: number | null;
  puaFaceAmount: number | null;
  basicCashValue: number | null;
  premiumRefund: number | null;
  dividendThisYear: number | null;
  dividendEnhancedAmount: number | null;
  dividendPayoutType: DividendOption | null;
  nonForfeitureOption: NonForfeitureOption | null;

  isLoanAvailable: boolean;
  availableLoan: number;
  /** Percent. */
  availableLoanInterestRate: number;
  isLoanOnPolicy: boolean;
  ulDepositsThisYear: number | null;
  ulMaxDepositThisYear: number | null;
  ulPaidToDate: string | null;
  ulLastDepositDate: string | null;

  annualPayoutAmount: number | null;
  annualPayoutMode: string | null;
  payoutMethod: string | null;
  payoutMethodCode: string | null;
  payoutPaymentDate: string | null;
  payoutEffectiveDate: string | null;
  payoutEndDate: string | null;
  payoutTaxWithheld: number | null;
  payoutTaxCalculationPercent: number | null;
  payoutAdditionalTaxWithheld: number | null;
  payoutType: (typeof PAYOUT_TYPES)[number] | null;
  payoutInsuredType: (typeof PAYOUT_INSURED_TYPES)[number] | null;
  minPayoutThisYear: number | null;
  maxPayoutThisYear: number | null;
  fundsLockedIn: boolean;
  guaranteedMaturityDate: string | null;
  guaranteedMaturityAmount: number | null;
  guaranteedDeathAmount: number | null;
  assigneeType: (typeof ASSIGNEE_TYPES)[number];
  spouseContributorType: string | null;

  exemptStatus: (typeof EXEMPT_STATUSES)[number] | null;
  taxAccrualRule: (typeof TAX_ACCRUAL_RULES)[number];

  owners: Party[];
  insureds: Party[];
  payor: Party | null;
  agent: AgentRef;
  writingAgent: AgentRef;
  coverages: Coverage[];
  funds: Fund[];
}

/** A policy status of the lookup (spec 3): code, description, and whether it is a death. */
export interface PolicyStatus {
  policyStatusCode: string;
  policyStatusDescription: string;
  policyStatusDescriptionFr: string;
  isDeath: boolean;
}

/** Load results of spec 8: 1, 3, 5 and 9 are treated as success and build a tree. */
export const LOADABLE_ERROR_CODES = [1, 3, 5, 9] as const;
export function isLoadable(errorCode: number): boolean {
  return (LOADABLE_ERROR_CODES as readonly number[]).includes(errorCode);
}
