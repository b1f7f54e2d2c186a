import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';

export interface PolicyNumbers {
  /** Each number once, in the order typed. */
  numbers: string[];
  /** The first number longer than the contract takes, if any. */
  tooLong: string | null;
}

/**
 * The policy numbers typed in the in-force batch's box: one a line, or separated by commas
 * or semicolons (a column pasted from a spreadsheet, or a list from an e-mail). Blank entries
 * are dropped and a number typed twice counts once, so the count shown is what the batch runs.
 */
export function parsePolicyNumbers(text: string): PolicyNumbers {
  const seen = new Set<string>();
  let tooLong: string | null = null;
  for (const entry of text.split(/[\n\r,;]+/)) {
    const number = entry.trim();
    if (number === '' || seen.has(number)) continue;
    if (number.length > POLICY_NUMBER_MAX && tooLong === null) tooLong = number;
    seen.add(number);
  }
  return { numbers: [...seen], tooLong };
}
