// Calls of the needs analysis (issue 22): save, list and load an agent's analyses, and its
// PDF. The body carries the form as typed (the field engine's values) and the language it was
// typed in; the server validates it with the stored control items and computes the result
// itself, so a stored result is always the domain's answer to the stored answers.

import { z } from 'zod';

const kind = z.enum(['lite', 'full']);

/** The typed answers: field name to text, as the field engine holds them. */
const values = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), z.string().max(200))
  .refine((record) => Object.keys(record).length <= 60, 'Too many fields.');

export const saveNeedsAnalysisSchema = z.object({
  kind,
  language: z.enum(['en', 'fr']),
  values,
  /** The client's illustration case it belongs to (one of the agent's saved illustrations). */
  caseId: z.string().uuid().nullable().default(null),
});
export type SaveNeedsAnalysis = z.infer<typeof saveNeedsAnalysisSchema>;

const cents = z.number().int();

const projectionYear = z.object({
  year: z.number().int(),
  start: cents,
  withdrawal: cents,
  growth: cents,
  end: cents,
});

export const needsResultSchema = z.object({
  kind,
  netAnnualIncome: cents,
  incomeFactor: z.number(),
  incomeCapital: cents,
  debts: cents,
  finalExpenses: cents,
  education: cents,
  emergencyFund: cents,
  totalNeeds: cents,
  existingCoverage: cents,
  liquidAssets: cents,
  totalResources: cents,
  shortfall: cents,
  suggestedFace: cents,
  disabilityMonthlyShortfall: cents.nullable(),
  criticalIllnessShortfall: cents.nullable(),
  projection: z.array(projectionYear),
});

export const needsAnalysisSummarySchema = z.object({
  id: z.string().uuid(),
  kind,
  clientName: z.string(),
  caseId: z.string().uuid().nullable(),
  /** The case's name as the agent saved it, so the list says which case it belongs to. */
  caseName: z.string().nullable(),
  suggestedFace: cents,
  createdAt: z.string(),
});
export type NeedsAnalysisSummary = z.infer<typeof needsAnalysisSummarySchema>;

export const needsAnalysisSchema = needsAnalysisSummarySchema.extend({
  language: z.enum(['en', 'fr']),
  values: z.record(z.string(), z.string()),
  result: needsResultSchema,
});
export type NeedsAnalysis = z.infer<typeof needsAnalysisSchema>;

export const needsAnalysisListSchema = z.array(needsAnalysisSummarySchema);

/** Ties an analysis to one of the agent's illustration cases, or unties it (null). */
export const linkNeedsCaseSchema = z.object({ caseId: z.string().uuid().nullable() });
export type LinkNeedsCase = z.infer<typeof linkNeedsCaseSchema>;

export const needsAnalysisIdParamsSchema = z.object({ id: z.string().uuid() });
