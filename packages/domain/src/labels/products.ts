// Product and coverage names by code, in both languages (decision 0031). The illustration
// engine's product data take their names from here, and the in-force documents, which carry
// only the admin system's English name, are shown with these labels too.
import { labelTable } from './table';

/** Products by product id (the spec's prodID). */
export const PRODUCT_LABELS = labelTable([
  { codes: ['0131'], en: 'Term 10', fr: 'Temporaire 10 ans' },
  { codes: ['0132'], en: 'Term 20', fr: 'Temporaire 20 ans' },
  { codes: ['0133'], en: 'Term 30', fr: 'Temporaire 30 ans' },
  {
    codes: ['0141'],
    en: 'Mortgage Decreasing Term 25',
    fr: 'Temporaire hypothécaire décroissante 25 ans',
  },
  { codes: ['0562'], en: 'Term 100 Joint', fr: 'Temporaire 100 ans conjointe' },
  { codes: ['0563'], en: 'Term 100', fr: 'Temporaire 100 ans' },
  { codes: ['0602'], en: 'Universal Life', fr: 'Vie universelle' },
  { codes: ['0603'], en: 'Indexed Universal Life', fr: 'Vie universelle indicielle' },
  { codes: ['0720'], en: 'Endowment at 65', fr: 'Dotation à 65 ans' },
  { codes: ['0900'], en: 'Whole Life Participating', fr: 'Vie entière avec participation' },
  { codes: ['0902'], en: 'Whole Life 20 Pay', fr: 'Vie entière 20 paiements' },
  {
    codes: ['0905'],
    en: 'Enhanced Whole Life Participating',
    fr: 'Vie entière avec participation bonifiée',
  },
  { codes: ['0203'], en: 'Disability Income 90/65', fr: 'Assurance salaire 90/65' },
  { codes: ['0372'], en: 'Critical Illness 75', fr: 'Assurance maladies graves 75' },
  { codes: ['0545'], en: 'Education Savings Annuity', fr: 'Rente d’épargne-études' },
  { codes: ['0553'], en: 'RRIF 1', fr: 'FERR 1' },
  { codes: ['0560'], en: 'LIF (LIFFA plan)', fr: 'FRV (régime LIFFA)' },
  { codes: ['0790'], en: 'Segregated Fund 75/100', fr: 'Fonds distinct 75/100' },
  { codes: ['0791'], en: 'Segregated Fund RRIF', fr: 'FERR de fonds distincts' },
  { codes: ['0801'], en: 'Deferred Annuity', fr: 'Rente différée' },
  { codes: ['0802'], en: 'Life Annuity 10-Year Guarantee', fr: 'Rente viagère garantie 10 ans' },
]);

/**
 * Riders and benefits by their codes: the illustration's rider id, the in-force product id
 * and the plan code all name the same coverage.
 */
export const COVERAGE_LABELS = labelTable([
  {
    codes: ['093', '06T101'],
    en: 'Term 10 - 2006 (Base Insured)',
    fr: 'Temporaire 10 ans – 2006 (assuré de base)',
  },
  {
    codes: ['094', '08U101'],
    en: 'UL - 2008 Term 10 Rider - Base Insured',
    fr: 'VU – Avenant temporaire 10 ans 2008 – assuré de base',
  },
  { codes: ['WP', 'WP01'], en: 'Waiver of Premium', fr: 'Exonération des primes' },
  { codes: ['ADB', 'ADB01'], en: 'Accidental Death Benefit', fr: 'Prestation de décès accidentel' },
  { codes: ['CHILD', 'CTR01'], en: 'Child Term', fr: 'Temporaire enfants' },
  {
    codes: ['19U602'],
    en: 'UL Coverage Increase 2019',
    fr: 'Augmentation de couverture VU 2019',
  },
]);

export interface CoverageLike {
  coverageType?: string;
  prodID?: string;
  planCode?: string;
  name?: string | null;
}

/**
 * The name of a named coverage in a language: its plan code's label, else the base coverage's
 * product, else its rider code's label, else its English name's label, else the name the data
 * give. A coverage the data leave unnamed stays unnamed (''): the spec's 'error testing' title
 * says so, and a code alone does not name it.
 */
export function coverageLabel(c: CoverageLike, language: 'en' | 'fr'): string {
  const name = (c.name ?? '').trim();
  if (name === '') return '';
  const entry =
    COVERAGE_LABELS.find(c.planCode) ??
    (c.coverageType === 'BASE' ? PRODUCT_LABELS.find(c.prodID) : undefined) ??
    COVERAGE_LABELS.find(c.prodID) ??
    COVERAGE_LABELS.find(name) ??
    PRODUCT_LABELS.find(name);
  return entry ? entry[language] : name;
}

/** The name of a product in a language; the data's name (or the code) when unknown. */
export function productLabel(
  prodID: string,
  language: 'en' | 'fr',
  dataName?: string | null,
): string {
  const entry = PRODUCT_LABELS.find(prodID) ?? PRODUCT_LABELS.find(dataName);
  return entry ? entry[language] : (dataName ?? '').trim() || prodID;
}
