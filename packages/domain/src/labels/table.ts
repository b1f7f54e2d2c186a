// A table of bilingual labels for the codes the data carry (decision 0031). An entry answers to
// each of its codes and to its English text, so a document that carries only the admin
// system's English words ('Premium Paying', 'Daily Interest Account') still finds its label.

export type LabelLanguage = 'en' | 'fr';

export interface Bilingual {
  readonly en: string;
  readonly fr: string;
}

export interface LabelEntry extends Bilingual {
  /** Every code that names this thing: a product id, a plan code, a fund id, a status code… */
  readonly codes: readonly string[];
}

/** Codes and English words compared without case, accents or runs of spaces. */
export function labelKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export interface LabelTable {
  readonly entries: readonly LabelEntry[];
  /** The entry a code or an English text names, if any. */
  find(codeOrText: string | null | undefined): LabelEntry | undefined;
  /** The entry of a code, its text in a language. */
  byCode(code: string): Bilingual;
}

export function labelTable(entries: readonly LabelEntry[]): LabelTable {
  const index = new Map<string, LabelEntry>();
  for (const entry of entries) {
    for (const key of [...entry.codes, entry.en]) {
      const k = labelKey(key);
      const already = index.get(k);
      if (already && already !== entry)
        throw new Error(`Label key ${key} names both "${already.en}" and "${entry.en}"`);
      index.set(k, entry);
    }
  }
  return {
    entries,
    find(codeOrText) {
      if (!codeOrText) return undefined;
      return index.get(labelKey(codeOrText));
    },
    byCode(code) {
      const entry = index.get(labelKey(code));
      if (!entry) throw new Error(`No label for ${code}`);
      return { en: entry.en, fr: entry.fr };
    },
  };
}

/** The label of a code (or English text) in a language; the data's own text when unknown. */
export function labelIn(
  table: LabelTable,
  codeOrText: string | null | undefined,
  language: LabelLanguage,
  fallback = codeOrText ?? '',
): string {
  const entry = table.find(codeOrText);
  return entry ? entry[language] : fallback;
}
