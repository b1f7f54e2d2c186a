// The two demo mortality bases the products name (2017 CSO, age last birthday).
import type { MortalityBasis } from '../mortality/basis';

/** Pricing and current COI: 2017 unloaded CSO, smoker distinct; composite below 18. */
export const cso2017Unloaded: MortalityBasis = {
  nonSmoker: { M: 'T3369', F: 'T3370' },
  smoker: { M: 'T3371', F: 'T3372' },
  juvenile: { M: 'T3363', F: 'T3364' },
  juvenileBelowAge: 18,
};

/** Guaranteed maximum COI: 2017 loaded CSO, smoker distinct; composite below 18. */
export const cso2017Loaded: MortalityBasis = {
  nonSmoker: { M: 'T3295', F: 'T3296' },
  smoker: { M: 'T3297', F: 'T3298' },
  juvenile: { M: 'T3289', F: 'T3290' },
  juvenileBelowAge: 18,
};
