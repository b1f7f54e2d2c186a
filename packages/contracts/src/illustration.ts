// Calls of the new-business illustration: the first-year premium (spec: POST
// /api/GetFirstYearPremium), the full illustration (ledgers by basis), and saved
// illustration cases (/api/illustrations). The schemas check the shape; the engine's own
// validation (@portal/actuarial/input) then checks ranges against the product's data, and
// both answer a 400 with one issue per field.

import { irrColumns, ledgerColumns, limitedFlowReasons } from '@portal/actuarial/ledger';
import {
  dividendOptions,
  lifeBases,
  nonForfeitureOptions,
  premiumModes,
  rateClasses,
  sexes,
  smokeClasses,
} from '@portal/actuarial/modes';
import { productIds, riderIds } from '@portal/actuarial/products/types';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './constants';
import { problemCodeSchema, problemParamsSchema } from './problems';
import { illustrationProductIdSchema } from './product-ids';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date form YYYY-MM-DD.');

const cashFlow = z.object({ year: z.number(), amount: z.number() });

export const insuredInputSchema = z.object({
  sex: z.enum(sexes),
  smokeClass: z.enum(smokeClasses),
  rateClass: z.enum(rateClasses).optional(),
  issueAge: z.number().optional(),
  birthDate: isoDate.optional(),
  /** 100, 125, 150, 175 or 200: checked by the engine against the product. */
  rating: z.number().optional(),
  flatExtra: z.number().optional(),
  flatExtraDuration: z.number().optional(),
});

export const riderInputSchema = z.object({
  riderId: z.enum(riderIds),
  faceAmount: z.number().optional(),
  insured: insuredInputSchema.optional(),
});

export const illustrationInputSchema = z.object({
  productId: illustrationProductIdSchema,
  faceAmount: z.number(),
  premiumMode: z.enum(premiumModes),
  lifeBasis: z.enum(lifeBases).optional(),
  insureds: z.array(insuredInputSchema).min(1).max(2),
  issueDate: isoDate.optional(),
  ageMethod: z.enum(['nearest', 'lastBirthday', 'days']).optional(),
  riders: z.array(riderInputSchema).max(5).optional(),
  wholeLife: z
    .object({
      dividendOption: z.enum(dividendOptions),
      premiumOffset: z
        .object({
          checkboxEnabled: z.boolean().optional(),
          elected: z.boolean(),
          startYear: z.number(),
        })
        .optional(),
      stopPremiumsAfterYear: z.number().optional(),
      nonForfeitureOption: z.enum(nonForfeitureOptions).optional(),
    })
    .optional(),
  ul: z
    .object({
      deathBenefitOption: z.union([z.literal(1), z.literal(2)]).optional(),
      coiType: z.enum(['LevelGuaranteed', 'YRT']).optional(),
      annualDeposit: z.number(),
      depositYears: z.number().optional(),
      allocations: z.record(z.string().max(16), z.number()).optional(),
      fundRates: z.record(z.string().max(16), z.number()).optional(),
      withdrawals: z.array(cashFlow).max(120).optional(),
      loans: z.array(cashFlow).max(120).optional(),
    })
    .optional(),
});
export type IllustrationInputBody = z.infer<typeof illustrationInputSchema>;

const cents = z.number().int();

export const coveragePremiumLineSchema = z.object({
  coverageId: z.string(),
  coverageType: z.enum(['BASE', 'RIDER', 'BENEFIT']),
  riderType: z.enum(['NONE', 'TERM', 'WAIVER', 'ADB', 'CHILD']),
  planCode: z.string(),
  name: z.string(),
  faceAmount: z.number(),
  rate: z.number().nullable(),
  premFlatExtra: cents,
  annualPremium: cents,
  modalPremium: cents,
  chargedFromAccount: z.boolean(),
});

/** The premium summary, money in cents (divide by 100 to show dollars). */
export const premiumSummarySchema = z.object({
  productId: z.enum(productIds),
  premiumMode: z.enum(premiumModes),
  modalFactor: z.number(),
  modalLoading: z.number(),
  basePremium: cents,
  coverages: z.array(coveragePremiumLineSchema),
  policyFee: cents,
  policyFeeModal: cents,
  annualPremium: cents,
  modalPremium: cents,
});
export type PremiumSummaryBody = z.infer<typeof premiumSummarySchema>;

export const firstYearPremiumResponseSchema = z.object({
  firstYearPremium: premiumSummarySchema,
});
export type FirstYearPremiumResponse = z.infer<typeof firstYearPremiumResponseSchema>;

export const LEDGER_BASES = ['guaranteed', 'illustrated', 'alternate'] as const;
export type LedgerBasis = (typeof LEDGER_BASES)[number];

/** Ledger columns as the engine names them (money in cents, rates in percent or decimals). */
export const LEDGER_COLUMNS = ledgerColumns;
export type LedgerColumnName = (typeof LEDGER_COLUMNS)[number];
/** The IRR columns: a cell is null where an IRR is not meaningful (engine README §IRR; show "n/a"). */
export const IRR_COLUMNS = irrColumns;
export type IrrColumnName = (typeof IRR_COLUMNS)[number];
type PlainColumnName = Exclude<LedgerColumnName, IrrColumnName>;

const isIrrColumn = (column: LedgerColumnName): column is IrrColumnName =>
  (IRR_COLUMNS as readonly string[]).includes(column);

/** A withdrawal or loan the policy cut to the most it allowed on that basis, or did not take after a lapse (engine Ledger.limitedFlows). */
export const limitedFlowSchema = z.object({
  year: z.number().int(),
  kind: z.enum(['withdrawal', 'loan']),
  requested: z.number().int(),
  granted: z.number().int(),
  reason: z.enum(limitedFlowReasons),
});

export const ledgerBodySchema = z.object({
  basis: z.enum(LEDGER_BASES),
  issueAge: z.number().int(),
  years: z.number().int(),
  lapseYear: z.number().int().nullable(),
  endReason: z.enum(['maturity', 'expiry', 'lapse']),
  /** Each column cut to `years` entries; index t is policy year t + 1. IRR cells may be null. */
  columns: z.object(
    Object.fromEntries(
      LEDGER_COLUMNS.map((c) => [
        c,
        isIrrColumn(c) ? z.array(z.number().nullable()) : z.array(z.number()),
      ]),
    ) as Record<PlainColumnName, z.ZodArray<z.ZodNumber>> &
      Record<IrrColumnName, z.ZodArray<z.ZodNullable<z.ZodNumber>>>,
  ),
  funds: z.array(z.object({ fundId: z.string(), values: z.array(z.number()) })),
  /** Withdrawals and loans cut to the maximum, or not taken after a lapse, on this basis (UL); empty otherwise. */
  limitedFlows: z.array(limitedFlowSchema),
});
export type LedgerBody = z.infer<typeof ledgerBodySchema>;

export const illustrationResultSchema = z.object({
  premiumSummary: premiumSummarySchema,
  ledgers: z.object({
    guaranteed: ledgerBodySchema,
    illustrated: ledgerBodySchema,
    alternate: ledgerBodySchema,
  }),
  tax: z.object({
    exemptStatus: z.string().nullable(),
    isBeforeDec2_1982: z.boolean().nullable(),
    exemptTestFirstFailure: z.number().int().nullable(),
  }),
});
export type IllustrationResult = z.infer<typeof illustrationResultSchema>;

// Saved illustration cases: the whole form, kept per owner.

/** The form as the screen keeps it: field name to value (strings, numbers, booleans, lists). */
export const illustrationFormSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((form) => Object.keys(form).length <= 400, 'The form has too many fields.')
  .refine((form) => JSON.stringify(form).length <= 200_000, 'The form is too large.');
export type IllustrationForm = z.infer<typeof illustrationFormSchema>;

const caseName = z.string().trim().min(1, 'Give the case a name.').max(120);
const clientName = z.string().trim().max(120);

export const savedIllustrationSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  clientName: z.string(),
  productId: z.string(),
  ownerUsername: z.string(),
  /** The owner's name as people know them (profile name; the login name when it has none). */
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedIllustrationSummary = z.infer<typeof savedIllustrationSummarySchema>;

export const savedIllustrationSchema = savedIllustrationSummarySchema.extend({
  form: illustrationFormSchema,
});
export type SavedIllustration = z.infer<typeof savedIllustrationSchema>;

export const savedIllustrationListSchema = z.array(savedIllustrationSummarySchema);

export const savedIllustrationListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
});

export const savedIllustrationIdParamsSchema = z.object({ id: z.string().uuid() });

export const createSavedIllustrationSchema = z.object({
  name: caseName,
  clientName,
  productId: z.string().max(8),
  form: illustrationFormSchema,
});
export type CreateSavedIllustration = z.infer<typeof createSavedIllustrationSchema>;

/** Rename, or replace the form (or both). */
export const updateSavedIllustrationSchema = z
  .object({
    name: caseName.optional(),
    clientName: clientName.optional(),
    productId: z.string().max(8).optional(),
    form: illustrationFormSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change.');
export type UpdateSavedIllustration = z.infer<typeof updateSavedIllustrationSchema>;

export const deletedSchema = z.object({ deleted: z.literal(true) });

// Concepts computed by the engine beside the illustration (percent rates as the form keeps them).

const percent = z.number().min(0).max(100);

export const conceptsRequestSchema = z.object({
  input: illustrationInputSchema,
  /**
   * Product compare: the products to set beside the case's own (the term check boxes), up to
   * three; the answer lists the case's product first, then each of these once.
   */
  compareProductIds: z.array(illustrationProductIdSchema).max(3).optional(),
  charitableGiving: z.object({ intRate: percent, taxRate: percent.max(99) }).optional(),
  insuranceInvestment: z.object({ intRate: percent, taxRate: percent.max(99) }).optional(),
  incomePayout: z
    .object({
      startAge: z.number().int().min(0).max(120),
      payoutYears: z.number().int().min(1).max(60),
      loanRate: percent,
      intRate: percent,
      taxRate: percent.max(99),
    })
    .optional(),
});
export type ConceptsRequest = z.infer<typeof conceptsRequestSchema>;

export const conceptsResponseSchema = z.object({
  productCompare: z
    .array(
      z.object({
        productId: z.enum(productIds),
        ok: z.boolean(),
        problems: z.array(
          z.object({
            field: z.string(),
            code: problemCodeSchema,
            params: problemParamsSchema,
            message: z.string(),
          }),
        ),
        premiumSummary: premiumSummarySchema.nullable(),
        /** Illustrated values at the end of years 10, 20 and 30; zero once the cover has ended. */
        values: z.array(
          z.object({
            year: z.number(),
            /** The cover is still in force at the end of this policy year. */
            inForce: z.boolean(),
            /** Premium paid in the year (renewal premiums included). */
            annualPremium: cents,
            cumulativePremium: cents,
            cashSurrenderValue: cents,
            deathBenefit: cents,
          }),
        ),
        /** The product's premiums period by period (a term's renewals each at its own premium). */
        premiumSchedule: z.array(
          z.object({
            fromYear: z.number().int(),
            toYear: z.number().int(),
            fromAge: z.number().int(),
            toAge: z.number().int(),
            annualPremium: cents,
          }),
        ),
        /** Attained age at which the cover ends (121: for life); null when the product refuses. */
        coverEndAge: z.number().int().nullable(),
        coverEndReason: z.enum(['maturity', 'expiry', 'lapse']).nullable(),
      }),
    )
    .nullable(),
  /** Decimal rates; null where an IRR is not meaningful (engine README §IRR: show "n/a"). */
  internalRateOfReturn: z.array(
    z.object({
      year: z.number(),
      age: z.number(),
      irrDeathBenefit: z.number().nullable(),
      irrCashValue: z.number().nullable(),
    }),
  ),
  charitableGiving: z
    .array(
      z.object({
        year: z.number(),
        age: z.number(),
        premium: cents,
        taxCredit: cents,
        netCost: cents,
        cumulativeNetCost: cents,
        giftAtDeath: cents,
        cashGiftAccumulated: cents,
        leverage: z.number(),
      }),
    )
    .nullable(),
  insuranceInvestment: z
    .array(
      z.object({
        year: z.number(),
        age: z.number(),
        cumulativePremium: cents,
        deathBenefit: cents,
        taxableInvestment: cents,
        irrDeathBenefit: z.number().nullable(),
        equivalentPreTaxReturn: z.number().nullable(),
      }),
    )
    .nullable(),
  incomePayout: z
    .object({
      annualIncome: cents,
      preTaxEquivalent: cents,
      nonRegisteredIncome: cents,
      rows: z.array(
        z.object({
          year: z.number(),
          age: z.number(),
          loan: cents,
          loanBalance: cents,
          cashSurrenderValue: cents,
          deathBenefit: cents,
          netDeathBenefit: cents,
        }),
      ),
    })
    .nullable(),
});
export type ConceptsResponse = z.infer<typeof conceptsResponseSchema>;

// The products' interface setup: what the form offers and checks before it sends anything.

const bilingual = z.object({ en: z.string(), fr: z.string() });
const range = z.object({ min: z.number(), max: z.number() });

export const productSetupSchema = z.object({
  productId: z.enum(productIds),
  family: z.enum(['term', 'term100', 'wholeLife', 'ul']),
  planCode: z.string(),
  name: bilingual,
  issueAge: range,
  face: range,
  premiumModes: z.array(z.enum(premiumModes)),
  rateClasses: z.array(z.enum(rateClasses)),
  smokeClasses: z.array(z.enum(smokeClasses)),
  ratings: z.array(z.number()),
  lifeBases: z.array(z.enum(lifeBases)),
  ridersAllowed: z.array(z.enum(riderIds)),
  dividendOptions: z.array(z.enum(dividendOptions)),
  planInPremiumOffset: z.boolean(),
  funds: z.array(
    z.object({
      fundId: z.string(),
      name: bilingual,
      fundType: z.string(),
      illustratedRate: z.number(),
      guaranteedRate: z.number(),
      cap: z.number().nullable(),
      defaultAllocation: z.number(),
    }),
  ),
});
export type ProductSetup = z.infer<typeof productSetupSchema>;

export const riderSetupSchema = z.object({
  riderId: z.enum(riderIds),
  kind: z.enum(['TERM', 'WAIVER', 'ADB', 'CHILD']),
  name: bilingual,
  issueAge: range,
  face: range.nullable(),
});
export type RiderSetup = z.infer<typeof riderSetupSchema>;

export const productCatalogueSchema = z.object({
  products: z.array(productSetupSchema),
  riders: z.array(riderSetupSchema),
});
export type ProductCatalogue = z.infer<typeof productCatalogueSchema>;

// The form in progress (one per user): kept as the agent types, restored after sign-in.

export const illustrationDraftSchema = z.object({
  form: illustrationFormSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type IllustrationDraft = z.infer<typeof illustrationDraftSchema>;

export const saveIllustrationDraftSchema = z.object({ form: illustrationFormSchema });

// The idempotency header's name (what it means: constants.ts) is re-exported for the server.
export { IDEMPOTENCY_KEY_HEADER };
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'Printable ASCII without spaces');
export const idempotentSaveHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});
