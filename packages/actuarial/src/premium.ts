// First-year premium: the premium-summary breakdown the portal shows (base, each coverage,
// policy fee, annual and modal), for the server's GetFirstYearPremium call.

import { priceCoverages } from './coverages';
import { validateIllustrationInput } from './input';
import type { IllustrationInput, InputProblem, ResolvedInput } from './input-types';
import type { PremiumMode } from './modes';
import { modalFactor } from './modes';
import type { Cents } from './money';
import { toCents } from './money';
import { riders } from './products/catalogue';
import type { ProductId } from './products/types';

export interface CoveragePremiumLine {
  readonly coverageId: string;
  readonly coverageType: 'BASE' | 'RIDER' | 'BENEFIT';
  readonly riderType: 'NONE' | 'TERM' | 'WAIVER' | 'ADB' | 'CHILD';
  readonly planCode: string;
  readonly name: string;
  readonly faceAmount: number;
  /** Rate per 1000 (the waiver: its rate as a decimal of the premiums waived). */
  readonly rate: number | null;
  readonly premFlatExtra: Cents;
  readonly annualPremium: Cents;
  readonly modalPremium: Cents;
  /** UL riders are charged monthly from the account, not billed. */
  readonly chargedFromAccount: boolean;
}

export interface PremiumSummary {
  readonly productId: ProductId;
  readonly premiumMode: PremiumMode;
  /** Payments a year (12 / months per mode). */
  readonly modalFactor: number;
  readonly modalLoading: number;
  /** Annual premium of the base coverage (flat extra included, policy fee not). */
  readonly basePremium: Cents;
  readonly coverages: readonly CoveragePremiumLine[];
  readonly policyFee: Cents;
  readonly policyFeeModal: Cents;
  /** Sum of the coverages' annual premiums and the policy fee. */
  readonly annualPremium: Cents;
  /** Sum of the modal lines (each rounded on its own, so the lines add up). */
  readonly modalPremium: Cents;
}

/** modal = round2(annual × modalLoading / payments a year). */
export function modalPremium(annual: Cents, loading: number, mode: PremiumMode): Cents {
  return toCents((annual / 100) * (loading / modalFactor(mode)));
}

export function premiumSummary(input: ResolvedInput): PremiumSummary {
  const product = input.product;
  const mode = input.premiumMode;
  const loading = product.modalLoadings[mode];
  const factor = modalFactor(mode);
  if (product.family === 'ul') {
    const deposit = (input.ul?.annualDepositCents ?? 0) as Cents;
    const base: CoveragePremiumLine = {
      coverageId: '1',
      coverageType: 'BASE',
      riderType: 'NONE',
      planCode: product.planCode,
      name: product.name.en,
      faceAmount: input.faceAmount,
      rate: null,
      premFlatExtra: 0 as Cents,
      annualPremium: deposit,
      modalPremium: modalPremium(deposit, loading, mode),
      chargedFromAccount: false,
    };
    const lines = [
      base,
      ...input.riders.map((rider, index): CoveragePremiumLine => {
        const definition = riders[rider.riderId];
        return {
          coverageId: String(index + 2),
          coverageType: definition.kind === 'TERM' ? 'RIDER' : 'BENEFIT',
          riderType: definition.kind,
          planCode: definition.planCode,
          name: definition.name.en,
          faceAmount: rider.faceAmount,
          rate: null,
          premFlatExtra: 0 as Cents,
          annualPremium: 0 as Cents,
          modalPremium: 0 as Cents,
          chargedFromAccount: true,
        };
      }),
    ];
    return {
      productId: product.id,
      premiumMode: mode,
      modalFactor: factor,
      modalLoading: loading,
      basePremium: deposit,
      coverages: lines,
      policyFee: 0 as Cents,
      policyFeeModal: 0 as Cents,
      annualPremium: deposit,
      modalPremium: base.modalPremium,
    };
  }
  const priced = priceCoverages(input);
  const lines = priced.coverages.map((coverage): CoveragePremiumLine => {
    const annual = coverage.premiumAt(0);
    return {
      coverageId: coverage.coverageId,
      coverageType: coverage.coverageType,
      riderType: coverage.riderType,
      planCode: coverage.planCode,
      name: coverage.name,
      faceAmount: coverage.faceAmount,
      rate: coverage.rateAt(0),
      premFlatExtra: coverage.flatExtraAt(0),
      annualPremium: annual,
      modalPremium: modalPremium(annual, loading, mode),
      chargedFromAccount: false,
    };
  });
  const fee = priced.policyFeeAt(0);
  const feeModal = modalPremium(fee, loading, mode);
  let annual = fee as number;
  let modal = feeModal as number;
  for (const line of lines) {
    annual += line.annualPremium;
    modal += line.modalPremium;
  }
  return {
    productId: product.id,
    premiumMode: mode,
    modalFactor: factor,
    modalLoading: loading,
    basePremium: lines[0]?.annualPremium ?? (0 as Cents),
    coverages: lines,
    policyFee: fee,
    policyFeeModal: feeModal,
    annualPremium: annual as Cents,
    modalPremium: modal as Cents,
  };
}

export type FirstYearPremiumResult =
  | { readonly ok: true; readonly firstYearPremium: PremiumSummary }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

/**
 * The server's entry point for POST /api/GetFirstYearPremium: validates the input (every
 * problem listed with its field) and returns the premium summary in cents.
 */
export function firstYearPremium(input: IllustrationInput | unknown): FirstYearPremiumResult {
  const checked = validateIllustrationInput(input);
  if (!checked.ok) return checked;
  return { ok: true, firstYearPremium: premiumSummary(checked.value) };
}
