// The e-application as the screen keeps it and the server receives it (issue 20): strings and
// booleans as typed, beneficiaries per coverage. One shape for session storage, the draft, the
// submission and the PDF, so nothing is re-keyed between them.

export const OWNER_TYPES = ['Person', 'Company'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** The Postal / City choice of the address (inforce spec 5, form-level rules). */
export const ADDRESS_LOOKUPS = ['Postal', 'City'] as const;
export type AddressLookup = (typeof ADDRESS_LOOKUPS)[number];

/** The provinces and territories, by their postal abbreviations. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];

export const PAYMENT_MODES = ['Monthly', 'Quarterly', 'SemiAnnual', 'Annual'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** B: pre-authorised bank debit; C: billed, paid by cheque (decision 0060). */
export const ACCOUNT_TYPES = ['B', 'C'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ANSWERS = ['', 'Y', 'N'] as const;
export type Answer = (typeof ANSWERS)[number];

/** The coverages that carry beneficiaries, in the spec's order. */
export const BENEFICIARY_COVERAGES = [
  'base',
  'childRider1',
  'childRider2',
  'termRider1',
  'termRider2',
] as const;
export type BeneficiaryCoverage = (typeof BENEFICIARY_COVERAGES)[number];

/** "up to 3 beneficiaries each" (inforce spec 5). */
export const MAX_BENEFICIARIES = 3;

export const BENEFICIARY_CLASSES = ['Primary', 'Contingent'] as const;
export type BeneficiaryClass = (typeof BENEFICIARY_CLASSES)[number];

export interface Beneficiary {
  name: string;
  relationship: string;
  beneficiaryClass: BeneficiaryClass;
  /** Percent share as typed, with up to 2 decimals ('33.33'). */
  share: string;
}

/**
 * The health questions: 2a/2b (crime) and 3a/3b/3c (symptoms) are the spec's; the others are
 * the carrier's (decision 0060), each a control item the developer area can recaption.
 */
export const HEALTH_QUESTIONS = ['q1', 'q2a', 'q2b', 'q3a', 'q3b', 'q3c', 'q4', 'q5'] as const;
export type HealthQuestion = (typeof HEALTH_QUESTIONS)[number];

export interface EAppForm {
  /** The saved illustration the application came from, when it came from one. */
  illustrationId: string;
  ownerType: OwnerType;
  ownerFirstName: string;
  ownerLastName: string;
  ownerCompanyName: string;
  ownerHomePhone: string;
  ownerSin: string;
  ownerBusinessNumber: string;
  ownerBusinessPhone: string;
  insuredFirstName: string;
  insuredLastName: string;
  insuredBirthDate: string;
  insuredSex: 'M' | 'F';
  insuredHomePhone: string;
  /** A joint product: the second insured is required. */
  joint: boolean;
  insured2FirstName: string;
  insured2LastName: string;
  insured2BirthDate: string;
  insured2Sex: 'M' | 'F';
  addressLookup: AddressLookup;
  addressLine: string;
  city: string;
  province: Province;
  postalCode: string;
  productId: string;
  faceAmount: string;
  premiumMode: PaymentMode;
  /** The modal premium the engine priced, as a plain decimal ('123.45'). */
  premium: string;
  /**
   * The engine input the premium was priced from (the illustration's, kept with the link): a
   * change of face or product prices it again with the change applied.
   */
  pricing: Readonly<Record<string, unknown>> | null;
  /** The riders applied for (engine rider ids with face), from the illustration. */
  riders: { riderId: string; faceAmount: number | null }[];
  beneficiaries: Record<BeneficiaryCoverage, Beneficiary[]>;
  health: Record<HealthQuestion, Answer>;
  /** Details asked when 2a or 2b is Y. */
  crimeDetails: string;
  /** Nature of illness asked when 3a, 3b or 3c is Y. */
  illnessNature: string;
  accountType: AccountType;
  transit: string;
  institution: string;
  accountNumber: string;
  paymentDeclaration: boolean;
  declarationAuthorization: boolean;
}

export function emptyEAppForm(): EAppForm {
  return {
    illustrationId: '',
    ownerType: 'Person',
    ownerFirstName: '',
    ownerLastName: '',
    ownerCompanyName: '',
    ownerHomePhone: '',
    ownerSin: '',
    ownerBusinessNumber: '',
    ownerBusinessPhone: '',
    insuredFirstName: '',
    insuredLastName: '',
    insuredBirthDate: '',
    insuredSex: 'M',
    insuredHomePhone: '',
    joint: false,
    insured2FirstName: '',
    insured2LastName: '',
    insured2BirthDate: '',
    insured2Sex: 'F',
    addressLookup: 'Postal',
    addressLine: '',
    city: '',
    province: 'ON',
    postalCode: '',
    productId: '',
    faceAmount: '',
    premiumMode: 'Monthly',
    premium: '',
    pricing: null,
    riders: [],
    beneficiaries: {
      base: [],
      childRider1: [],
      childRider2: [],
      termRider1: [],
      termRider2: [],
    },
    health: { q1: '', q2a: '', q2b: '', q3a: '', q3b: '', q3c: '', q4: '', q5: '' },
    crimeDetails: '',
    illnessNature: '',
    accountType: 'B',
    transit: '',
    institution: '',
    accountNumber: '',
    paymentDeclaration: false,
    declarationAuthorization: false,
  };
}

/** The fields kept encrypted at rest and masked in lists (decision 0061). */
export const SECRET_FIELDS = ['ownerSin', 'transit', 'institution', 'accountNumber'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** Only the digits of a number as typed ('(416) 555-0101' → '4165550101'). */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** An account number masked but its last 3 digits (issue 20 §2). */
export function maskAccount(text: string): string {
  const digits = digitsOf(text);
  if (digits.length === 0) return '';
  return '•'.repeat(Math.max(0, digits.length - 3)) + digits.slice(-3);
}
