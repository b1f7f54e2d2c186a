// The actuarial policy tree of spec section 3 ("Policy tree (actuarial)"), built from an
// illustration: coverages nested under the base with their rate data, funds with their
// values by year, the solves, the insured's issue age and the policy fee.
import type { Illustration } from './illustrate';
import type { Cents } from './money';
import { dollars } from './money';
import { prepareUl } from './ul/prepare';

export interface PolicyTreeCoverage {
  readonly coverageID: string;
  readonly parentCoverageID: string | null;
  readonly coverageType: 'BASE' | 'RIDER' | 'BENEFIT';
  readonly riderType: string;
  readonly policyType: string;
  readonly faceAmount: number;
  readonly initialFaceAmount: number;
  readonly productSetup: {
    readonly prodID: string;
    readonly planCode: string;
    readonly name: string;
  };
  readonly premiumRateData: { readonly rate: number | null; readonly annualPremium: number };
  readonly coiLevelRateData?: { readonly rateArray: number[] };
  readonly coiyrtRateData?: { readonly rateArray: number[]; readonly customRateMultiplier: number };
}

export interface PolicyTreeFund {
  readonly fundID: string;
  readonly fundType: string;
  readonly fundValue: number;
  readonly initialFundValue: number;
  readonly fundValueArray: number[];
  readonly isUseInterestRate: boolean;
  readonly interestRate: number;
  readonly fundRateData: { readonly rateArray: number[]; readonly isReadRate: boolean };
  readonly isExternalFund: boolean;
  readonly chargeAllocation: { readonly allocationPercent: number };
  readonly currentFundValue: number;
}

export interface PolicyTree {
  readonly coverages: readonly PolicyTreeCoverage[];
  readonly funds: readonly PolicyTreeFund[];
  readonly solves: readonly { readonly name: string; readonly isActive: boolean }[];
  readonly insured: { readonly issueAge: number };
  readonly policyFeeRateData: { readonly annualFee: number };
}

/** Dollars in the tree, as the spec's screens read it; the ledgers keep cents. */
export function policyTree(illustration: Illustration, activeSolve?: string): PolicyTree {
  const { input, premiumSummary, ledgers } = illustration;
  const product = input.product;
  const ledger = ledgers.illustrated;
  const prepared = product.family === 'ul' ? prepareUl(input) : null;
  const coverages = premiumSummary.coverages.map((line): PolicyTreeCoverage => {
    const isBase = line.coverageType === 'BASE';
    const coverage: PolicyTreeCoverage = {
      coverageID: line.coverageId,
      parentCoverageID: isBase ? null : '1',
      coverageType: line.coverageType,
      riderType: line.riderType,
      policyType: product.family,
      faceAmount: line.faceAmount,
      initialFaceAmount: line.faceAmount,
      productSetup: {
        prodID: isBase ? product.id : line.planCode,
        planCode: line.planCode,
        name: line.name,
      },
      premiumRateData: { rate: line.rate, annualPremium: dollars(line.annualPremium) },
    };
    if (!isBase || !prepared) return coverage;
    const rates = Array.from(prepared.bases.illustrated.coiRate);
    return input.ul?.coiType === 'LevelGuaranteed'
      ? { ...coverage, coiLevelRateData: { rateArray: rates } }
      : { ...coverage, coiyrtRateData: { rateArray: rates, customRateMultiplier: 1 } };
  });
  const funds = (prepared?.fundIds ?? []).map((fundID, f): PolicyTreeFund => {
    const definition = product.family === 'ul' ? product.funds[f] : undefined;
    const values = Array.from(ledger.funds[f]?.values.subarray(0, ledger.years) ?? [], (v) =>
      dollars(v as Cents),
    );
    const rate = (prepared?.bases.illustrated.fundRates[f] ?? 0) * 100;
    return {
      fundID,
      fundType: definition?.fundType ?? 'DIA',
      fundValue: values[0] ?? 0,
      initialFundValue: 0,
      fundValueArray: values,
      isUseInterestRate: true,
      interestRate: rate,
      fundRateData: { rateArray: values.map(() => rate), isReadRate: false },
      isExternalFund: false,
      chargeAllocation: { allocationPercent: (prepared?.allocations[f] ?? 0) * 100 },
      currentFundValue: 0,
    };
  });
  const solveNames =
    product.family === 'ul'
      ? ['MinimumDeposit', 'DepositForCashValue', 'FaceForDeposit']
      : ['FaceForPremium'];
  return {
    coverages,
    funds,
    solves: solveNames.map((name) => ({ name, isActive: name === activeSolve })),
    insured: { issueAge: ledger.issueAge },
    policyFeeRateData: { annualFee: dollars(premiumSummary.policyFee) },
  };
}
