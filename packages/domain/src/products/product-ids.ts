// Product ids as the specs write them, and the groups of ids that drive report and layout
// choices (inforce-and-illustration spec 9). The spec writes one product both as 602 and as
// 0602, so ids are compared by their number and answered in one spelling (decision 0026).

/** The named product ids of inforce-and-illustration spec 9 (platform spec 9 lists the same). */
export const NAMED_PRODUCT_IDS = {
  term10: '0131',
  term20: '0132',
  term30: '0133',
  term100Joint: '0562',
  term100: '0563',
  wholeLife: '0900',
  wholeLife20Pay: '0902',
  universalLife: '0602',
  indexedUniversalLife: '0603',
} as const;

/** Base plans are four digits (0602); rider products three (093, 094; spec 4, term rider). */
export const BASE_PRODUCT_ID_DIGITS = 4;

const DIGITS = /^\d{1,6}$/;

/**
 * The digits of a product id as a client may send it: '602', '0602', 602, ' 0602 '. Null when
 * it is not a product id at all (letters, signs, fractions, empty).
 */
export function productIdNumber(raw: unknown): number | null {
  const text = typeof raw === 'number' ? (Number.isInteger(raw) ? String(raw) : '') : raw;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return DIGITS.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The one spelling of a product id: the spelling of the known id with the same number
 * ('602' and '0602' are both '0602'; '93' is '093' when 093 is known), else four digits.
 * Anything that is not a product id comes back unchanged, for the contract to refuse.
 */
export function canonicalProductId(raw: unknown, known: readonly string[] = []): unknown {
  const value = productIdNumber(raw);
  if (value === null) return raw;
  const match = known.find((id) => Number(id) === value);
  if (match !== undefined) return match;
  const digits = String(value);
  return digits.length >= BASE_PRODUCT_ID_DIGITS
    ? digits
    : digits.padStart(BASE_PRODUCT_ID_DIGITS, '0');
}

export type ProductGroupId =
  | 'universalLife'
  | 'disability'
  | 'g790'
  | 'g805'
  | 'g370'
  | 'g114'
  | 'g553'
  | 'g545'
  | 'g560'
  | 'g801'
  | 'g341'
  | 'g343'
  | 'g330';

export interface ProductGroup {
  readonly id: ProductGroupId;
  /** The member ids as numbers (602 stands for 0602). */
  readonly ids: readonly number[];
  /**
   * The report family the group chooses, where the spec says what the group is. The other
   * groups are named by the spec without their meaning: they choose nothing (decision 0028).
   */
  readonly family?: 'UL' | 'OTHER';
  /** The in-force tree shows the four fund sections (spec 2: "only for certain UL products"). */
  readonly fundSections?: boolean;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Inforce-and-illustration spec 9: "602 and 603 (universal-life group), 790 and 791, 805 and
 * 807, 370 to 379, 200 to 209 (disability), 114 to 123, 553 to 559, 545 to 552, 560 to 563,
 * 801 and 802, 341, 343, 330", in the spec's order.
 */
export const PRODUCT_ID_GROUPS: readonly ProductGroup[] = [
  { id: 'universalLife', ids: [602, 603], family: 'UL', fundSections: true },
  { id: 'g790', ids: [790, 791] },
  { id: 'g805', ids: [805, 807] },
  { id: 'g370', ids: range(370, 379) },
  { id: 'disability', ids: range(200, 209), family: 'OTHER' },
  { id: 'g114', ids: range(114, 123) },
  { id: 'g553', ids: range(553, 559) },
  { id: 'g545', ids: range(545, 552) },
  { id: 'g560', ids: range(560, 563) },
  { id: 'g801', ids: [801, 802] },
  { id: 'g341', ids: [341] },
  { id: 'g343', ids: [343] },
  { id: 'g330', ids: [330] },
];

/** The group a product id belongs to, whichever way the id is written; null for none. */
export function productGroupOf(
  prodID: unknown,
  groups: readonly ProductGroup[] = PRODUCT_ID_GROUPS,
): ProductGroup | null {
  const value = productIdNumber(prodID);
  if (value === null) return null;
  return groups.find((group) => group.ids.includes(value)) ?? null;
}
