// Which pages an illustration report has, from the form's flags (issue 8 §2). Pages are
// page families: each is one Typst template file on the server, named by its id.

export const ILLUSTRATION_PAGES = [
  'cover',
  'needs',
  'coverage',
  'summary',
  'ledger-guaranteed',
  'ledger-illustrated',
  'ledger-alternate',
  'tax',
  'underwriting',
  'compliance',
  'concept-product-compare',
  'concept-irr',
  'concept-charitable-giving',
  'concept-insurance-investment',
  'concept-income',
  'shared-ownership',
  'signature',
] as const;
export type IllustrationPage = (typeof ILLUSTRATION_PAGES)[number];

/** A report list item (spec 3): name, reportFile, custom, required, pageBreak, custColFile. */
export interface ReportListItem {
  name: string;
  reportFile: string;
  custom: boolean;
  required: boolean;
  pageBreak: boolean;
  custColFile: string;
}

/** The form's page check boxes; an absent flag takes its default. */
export interface IllustrationPageFlags {
  cover?: boolean;
  /** The client's needs analysis (issue 22); printed only when the report carries one. */
  needs?: boolean;
  coverage?: boolean;
  summary?: boolean;
  ledger?: boolean;
  /** Non-guaranteed (illustrated) ledger; only for products with non-guaranteed values. */
  illustratedLedger?: boolean;
  /** The alternate (lower) scale ledger. */
  alternateLedger?: boolean;
  tax?: boolean;
  underwriting?: boolean;
  productCompare?: boolean;
  irr?: boolean;
  charitableGiving?: boolean;
  insuranceAsInvestment?: boolean;
  income?: boolean;
  signature?: boolean;
}

/** Main pages are on unless unticked; concept pages are off unless ticked. */
const DEFAULTS: Required<IllustrationPageFlags> = {
  cover: true,
  needs: false,
  coverage: true,
  summary: true,
  ledger: true,
  illustratedLedger: true,
  alternateLedger: true,
  tax: true,
  underwriting: true,
  productCompare: false,
  irr: false,
  charitableGiving: false,
  insuranceAsInvestment: false,
  income: false,
  signature: true,
};

/** Pages a client must always receive: what is guaranteed, the notice, and the signatures. */
const REQUIRED: ReadonlySet<IllustrationPage> = new Set([
  'cover',
  'ledger-guaranteed',
  'compliance',
  'signature',
]);

export interface PageContext {
  /** The product shows values that are not guaranteed (par dividends, UL current rates). */
  hasNonGuaranteed: boolean;
  /** The Shared Ownership concept's data are in the payload. */
  hasSharedOwnership: boolean;
  /** The payload names one of the agent's needs analyses (issue 22). */
  hasNeedsAnalysis?: boolean;
}

type Rule = readonly [
  IllustrationPage,
  (f: Required<IllustrationPageFlags>, c: PageContext) => boolean,
];

/** One row per page family, in the order they print. */
const PAGE_RULES: readonly Rule[] = [
  ['cover', (f) => f.cover],
  // The needs come right after the cover: they are why this face amount is recommended.
  ['needs', (f, c) => f.needs && c.hasNeedsAnalysis === true],
  ['coverage', (f) => f.coverage],
  ['summary', (f) => f.summary],
  ['ledger-guaranteed', (f) => f.ledger],
  ['ledger-illustrated', (f, c) => f.ledger && f.illustratedLedger && c.hasNonGuaranteed],
  ['ledger-alternate', (f, c) => f.ledger && f.alternateLedger && c.hasNonGuaranteed],
  ['tax', (f) => f.tax],
  ['underwriting', (f) => f.underwriting],
  ['compliance', () => true],
  ['concept-product-compare', (f) => f.productCompare],
  ['concept-irr', (f) => f.irr],
  ['concept-charitable-giving', (f) => f.charitableGiving],
  ['concept-insurance-investment', (f) => f.insuranceAsInvestment],
  ['concept-income', (f) => f.income],
  ['shared-ownership', (_f, c) => c.hasSharedOwnership],
  ['signature', (f) => f.signature],
];

export function isIllustrationPage(value: unknown): value is IllustrationPage {
  return typeof value === 'string' && (ILLUSTRATION_PAGES as readonly string[]).includes(value);
}

/** The report list of an illustration: required pages always, the rest by flag. */
export function illustrationReportList(
  flags: IllustrationPageFlags,
  context: PageContext,
): ReportListItem[] {
  const f = { ...DEFAULTS, ...definedOnly(flags) };
  return PAGE_RULES.filter(([page, rule]) => REQUIRED.has(page) || rule(f, context)).map(
    ([page]) => ({
      name: page,
      reportFile: page,
      custom: false,
      required: REQUIRED.has(page),
      pageBreak: true,
      custColFile: '',
    }),
  );
}

/**
 * The pages to print from a report list sent by a client: known page families only, each
 * once, in print order, with the required ones added and the context's impossible ones left
 * out (no non-guaranteed ledger for a product without non-guaranteed values).
 */
export function pagesToPrint(list: readonly { reportFile: string }[], context: PageContext) {
  const asked = new Set(list.map((item) => item.reportFile).filter(isIllustrationPage));
  return PAGE_RULES.map(([page]) => page).filter((page) => {
    if (REQUIRED.has(page)) return true;
    if (!asked.has(page)) return false;
    if (page === 'ledger-illustrated' || page === 'ledger-alternate')
      return context.hasNonGuaranteed;
    if (page === 'shared-ownership') return context.hasSharedOwnership;
    if (page === 'needs') return context.hasNeedsAnalysis === true;
    return true;
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
