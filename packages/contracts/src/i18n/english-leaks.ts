// The check behind "French as good as English": which English words a French page or PDF shows.
// Every English catalogue string and every English code label (product, coverage, fund,
// relationship, status) that differs from its French text is looked for, whole words only;
// placeholders ({{n}}) match any short run of text, so "Page 3 of 5" is found as well as
// "Term 10". An English string that is also French (it occurs in a French string: "Province",
// "Standard", "Concepts") is not looked for.
import { LABEL_TABLES } from '@portal/domain/labels/all';
import { en } from './en';
import { fr } from './fr';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value),
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{[^}]+\}\}/g;

/**
 * At least one word of three letters outside the placeholders: 'No' or '%' says too little.
 * So does one word beside a placeholder: 'Application {{number}}' would match any French
 * phrase that begins with the French word 'Application'.
 */
function sayEnough(template: string): boolean {
  const literal = template.replace(PLACEHOLDER, ' ');
  if (!/\p{L}{3}/u.test(literal)) return false;
  return !template.includes('{{') || (literal.match(/[\p{L}\p{N}]+/gu) ?? []).length > 1;
}

/** A template as a whole-word pattern; placeholders match up to 40 characters. */
function pattern(template: string): RegExp {
  const body = template
    .trim()
    .split(PLACEHOLDER)
    .map((part) => escapeRegex(part).replace(/\s+/g, '\\s+'))
    .join('.{1,40}?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

interface Probe {
  english: string;
  regex: RegExp;
}

let probes: Probe[] | null = null;

function buildProbes(): Probe[] {
  const englishCatalogue = leaves(en as unknown as Tree);
  const frenchCatalogue = leaves(fr as unknown as Tree);
  const labels = Object.values(LABEL_TABLES).flatMap((table) => table.entries);
  const french = [...frenchCatalogue, ...labels.map((entry) => entry.fr)];
  const englishOnly = new Set<string>();
  for (const text of englishCatalogue) englishOnly.add(text.trim());
  for (const entry of labels) if (entry.en !== entry.fr) englishOnly.add(entry.en.trim());
  // Thousands of strings on each side: a cheap substring test of the template's literal
  // parts (white space folded as the pattern folds it) spares most of the regex runs.
  const frenchFolded = french.map(foldSpace);
  const allFrench = frenchFolded.join('\n');
  const out: Probe[] = [];
  for (const english of englishOnly) {
    if (!sayEnough(english)) continue;
    const regex = pattern(english);
    const parts = literalParts(english);
    const mayOccur = (text: string) => parts.every((part) => text.includes(part));
    // Words French uses too are not English leaks.
    const inFrench =
      mayOccur(allFrench) &&
      french.some((text, index) => mayOccur(frenchFolded[index] ?? '') && regex.test(text));
    if (!inFrench) out.push({ english, regex });
  }
  return out;
}

const foldSpace = (text: string) => text.replace(/\s+/g, ' ');

/** What every match of `pattern(template)` contains, once its white space is folded. */
function literalParts(template: string): string[] {
  return template
    .trim()
    .split(PLACEHOLDER)
    .map(foldSpace)
    .filter((part) => part.length > 0);
}

/**
 * The English catalogue strings and English code labels found in a text that should be all
 * French (a French screen's text, a French PDF's text). Empty when none.
 */
export function englishLeaks(text: string): string[] {
  probes ??= buildProbes();
  const flat = text.replace(/[\u00a0\u202f]/g, ' ');
  return probes.filter((probe) => probe.regex.test(flat)).map((probe) => probe.english);
}
