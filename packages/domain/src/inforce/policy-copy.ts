// The illustration copy of a loaded policy (the load result's `policy`): the actuarial policy
// tree's shape (spec 3, "Policy tree (actuarial)"; @portal/actuarial/policy-tree builds the same
// shape from an illustration), filled from the in-force document rather than a projection.
import type { Coverage, InforcePolicy } from './types';

export interface PolicyCopyCoverage {
  coverageID: string;
  parentCoverageID: string | null;
  coverageType: string;
  riderType: string;
  policyType: string;
  faceAmount: number;
  initialFaceAmount: number;
  productSetup: { prodID: string; planCode: string; name: string } & Record<string, unknown>;
  premiumRateData: { rate: number | null; annualPremium: number };
}

export interface PolicyCopyFund {
  fundID: string;
  fundType: string;
  fundValue: number;
  initialFundValue: number;
  fundValueArray: number[];
  isUseInterestRate: boolean;
  interestRate: number;
  fundRateData: { rateArray: number[]; isReadRate: boolean };
  isExternalFund: boolean;
  chargeAllocation: { allocationPercent: number };
  currentFundValue: number;
}

export interface PolicyCopy {
  coverages: PolicyCopyCoverage[];
  funds: PolicyCopyFund[];
  solves: { name: string; isActive: boolean }[];
  insured: { issueAge: number };
  policyFeeRateData: { annualFee: number };
}

export function coverageCopyOf(c: Coverage, policyType: string): PolicyCopyCoverage {
  return {
    coverageID: c.coverageID,
    parentCoverageID: c.parentCoverageID,
    coverageType: c.coverageType,
    riderType: c.riderType,
    policyType,
    faceAmount: c.faceAmount,
    initialFaceAmount: c.faceAmount,
    productSetup: { prodID: c.prodID, planCode: c.planCode, name: c.name },
    premiumRateData: {
      rate:
        c.faceAmount > 0 ? Math.round((c.premCoverage / c.faceAmount) * 1000 * 100) / 100 : null,
      annualPremium: c.premAnnual,
    },
  };
}

export function policyCopyOf(p: InforcePolicy): PolicyCopy {
  const base = p.coverages.find((c) => c.coverageType === 'BASE');
  return {
    coverages: p.coverages.map((c) => coverageCopyOf(c, p.policyType)),
    funds: p.funds.map((f) => ({
      fundID: f.fundID,
      fundType: f.fundType,
      fundValue: f.fundValue,
      initialFundValue: f.fundValue,
      fundValueArray: [f.fundValue],
      isUseInterestRate: true,
      interestRate: f.interestRate,
      fundRateData: { rateArray: [f.interestRate], isReadRate: false },
      isExternalFund: false,
      chargeAllocation: { allocationPercent: f.depositAllocation.allocationPercent },
      currentFundValue: f.currentFundValue,
    })),
    solves: [],
    insured: { issueAge: base?.issueAge ?? p.insureds[0]?.issueAge ?? 0 },
    policyFeeRateData: { annualFee: base?.policyFee ?? 0 },
  };
}
