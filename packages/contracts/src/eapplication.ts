// The e-application calls (issue 20): the form as the domain defines it, the draft, Submit,
// the lists, the status changes and the e-app settings. The form's own rules (spec 5) are
// the domain's validateEApplication; these schemas only bound shapes and sizes at the edge.

import {
  ACCOUNT_TYPES,
  ADDRESS_LOOKUPS,
  ANSWERS,
  BENEFICIARY_CLASSES,
  type EAppForm,
  emptyEAppForm,
  MAX_BENEFICIARIES,
  OWNER_TYPES,
  PAYMENT_MODES,
  PROVINCES,
} from '@portal/domain/eapp/form';
import { z } from 'zod';
import { illustrationInputSchema } from './illustration';

const line = (max = 120) => z.string().max(max);
const digitsText = z.string().max(30);

export const beneficiarySchema = z.object({
  name: line(),
  relationship: line(60),
  beneficiaryClass: z.enum(BENEFICIARY_CLASSES),
  share: z.string().regex(/^(\d{0,3}([.,]\d{1,2})?)?$/, 'a share such as 33.33'),
});

const beneficiaries = z.array(beneficiarySchema).max(MAX_BENEFICIARIES);
const answer = z.enum(ANSWERS);

export const eAppFormSchema = z.object({
  illustrationId: z.union([z.uuid(), z.literal('')]),
  ownerType: z.enum(OWNER_TYPES),
  ownerFirstName: line(60),
  ownerLastName: line(60),
  ownerCompanyName: line(),
  ownerHomePhone: digitsText,
  ownerSin: digitsText,
  ownerBusinessNumber: digitsText,
  ownerBusinessPhone: digitsText,
  insuredFirstName: line(60),
  insuredLastName: line(60),
  insuredBirthDate: z.union([z.iso.date(), z.literal('')]),
  insuredSex: z.enum(['M', 'F']),
  insuredHomePhone: digitsText,
  joint: z.boolean(),
  insured2FirstName: line(60),
  insured2LastName: line(60),
  insured2BirthDate: z.union([z.iso.date(), z.literal('')]),
  insured2Sex: z.enum(['M', 'F']),
  addressLookup: z.enum(ADDRESS_LOOKUPS),
  addressLine: line(),
  city: line(60),
  province: z.enum(PROVINCES),
  postalCode: line(10),
  productId: line(10),
  faceAmount: line(15),
  premiumMode: z.enum(PAYMENT_MODES),
  premium: line(15),
  pricing: illustrationInputSchema.nullable(),
  riders: z
    .array(z.object({ riderId: line(10), faceAmount: z.number().int().min(0).nullable() }))
    .max(10),
  beneficiaries: z.object({
    base: beneficiaries,
    childRider1: beneficiaries,
    childRider2: beneficiaries,
    termRider1: beneficiaries,
    termRider2: beneficiaries,
  }),
  health: z.object({
    q1: answer,
    q2a: answer,
    q2b: answer,
    q3a: answer,
    q3b: answer,
    q3c: answer,
    q4: answer,
    q5: answer,
  }),
  crimeDetails: line(1000),
  illnessNature: line(1000),
  accountType: z.enum(ACCOUNT_TYPES),
  transit: digitsText,
  institution: digitsText,
  accountNumber: digitsText,
  paymentDeclaration: z.boolean(),
  declarationAuthorization: z.boolean(),
}) satisfies z.ZodType<EAppForm>;
/** The form as the calls carry it (the domain's EAppForm with the engine input typed). */
export type EAppFormBody = z.infer<typeof eAppFormSchema>;

/** A fresh application, typed as the calls carry it. */
export const emptyEAppFormBody = (): EAppFormBody => ({ ...emptyEAppForm(), pricing: null });

/**
 * The form as answers carry it: the engine input was validated when it was saved, and its
 * schema's transforms cannot be encoded back, so an answer sends it as the object it is.
 */
export const storedEAppFormSchema = eAppFormSchema.extend({
  pricing: z.record(z.string(), z.unknown()).nullable(),
});

export const eAppDraftSchema = z.object({
  form: storedEAppFormSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type EAppDraft = z.infer<typeof eAppDraftSchema>;
export const saveEAppDraftSchema = z.object({ form: eAppFormSchema });

export const submitEApplicationSchema = z.object({ form: eAppFormSchema });

export const EAPP_STATUSES = [
  'submitted',
  'inReview',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type EAppStatus = (typeof EAPP_STATUSES)[number];

export const eApplicationSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(EAPP_STATUSES),
  clientName: z.string(),
  productId: z.string(),
  agentName: z.string(),
  agentUsername: z.string(),
  illustrationId: z.string().nullable(),
  /** The account number masked but its last 3 digits (decision 0061). */
  accountMasked: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type EApplicationSummary = z.infer<typeof eApplicationSummarySchema>;

export const eApplicationListSchema = z.object({
  applications: z.array(eApplicationSummarySchema),
});

export const eApplicationListQuerySchema = z.object({
  status: z.enum(EAPP_STATUSES).optional(),
  /** Part of the agent's user name or profile name (administrators only). */
  agent: z.string().max(60).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const historyEntrySchema = z.object({
  at: z.string(),
  actorName: z.string(),
  event: z.enum(['submitted', 'statusChanged']),
  fromStatus: z.enum(EAPP_STATUSES).nullable(),
  toStatus: z.enum(EAPP_STATUSES),
  reason: z.string(),
});

/** One application with every answer; the secret fields come back masked. */
export const eApplicationSchema = eApplicationSummarySchema.extend({
  form: storedEAppFormSchema,
  history: z.array(historyEntrySchema),
});
export type EApplication = z.infer<typeof eApplicationSchema>;

export const eApplicationIdParamsSchema = z.object({ id: z.uuid() });

export const changeStatusSchema = z.object({
  status: z.enum(EAPP_STATUSES),
  reason: z.string().trim().min(1).max(500),
});

export const eApplicationPdfSchema = z.object({ dir: z.string(), file: z.string() });

// E-app settings (decision 0062).
export const SIGNATURE_METHODS = ['InPerson', 'Electronic'] as const;
export const eAppSettingsSchema = z.object({
  defaultProvince: z.enum(PROVINCES),
  defaultPaymentMode: z.enum(PAYMENT_MODES),
  signatureMethod: z.enum(SIGNATURE_METHODS),
  notificationEmail: z.string().max(254),
});
export type EAppSettings = z.infer<typeof eAppSettingsSchema>;
export const DEFAULT_EAPP_SETTINGS: EAppSettings = {
  defaultProvince: 'ON',
  defaultPaymentMode: 'Monthly',
  signatureMethod: 'InPerson',
  notificationEmail: '',
};
