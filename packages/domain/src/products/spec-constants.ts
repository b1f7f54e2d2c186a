// Constants the specs name without saying what they are for (decision 0028). They are kept
// here, named and cited, so that nobody types them again with a guessed meaning; nothing
// computes with them until the carrier says what they mean.

/** Inforce-and-illustration spec 9 and platform spec 9: "Calculation constant 85 … (use: not shown)". */
export const UNEXPLAINED_CALCULATION_CONSTANT = 85;

/** The same lines: "… and factor 1.25 (use: not shown)". */
export const UNEXPLAINED_FACTOR = 1.25;

/**
 * Platform spec 9: "Base reference code B." Our base coverage is known by its coverageType
 * BASE (spec 3), which the in-force data carry; this code is not written anywhere.
 */
export const BASE_REFERENCE_CODE = 'B';
