/** One SOA select-and-ultimate table as copied into src/mortality/soa (annual q, age last birthday). */
export interface MortalityTableData {
  readonly id: string;
  readonly description: string;
  readonly sex: string;
  /** U composite, N non-smoker, S smoker. */
  readonly segment: string;
  /** Valuation-loaded CSO (used as the guaranteed maximum basis). */
  readonly loaded: boolean;
  readonly selectMinIssueAge: number;
  readonly selectMaxIssueAge: number;
  /** Years of select rates per issue age; after it the ultimate column applies. */
  readonly selectPeriod: number;
  /** Row-major: (issueAge - selectMinIssueAge) * selectPeriod + (duration - 1). */
  readonly select: readonly number[];
  readonly ultimateMinAge: number;
  /** Index attainedAge - ultimateMinAge, up to age 120. */
  readonly ultimate: readonly number[];
}
