// Name matching of the alpha lookup: prefix, case- and accent-insensitive (issue 5 §2).

/** Lower case without accents or surrounding spaces: 'Bélanger ' → 'belanger'. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A folded prefix safe inside LIKE 'prefix%': the wildcard and escape characters escaped. */
export function likePrefix(name: string): string {
  return `${foldName(name).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The letters foldName changes into one other letter (Latin-1 and Latin Extended-A and B, and
 * the typographic apostrophes), each with what it makes of it: the arguments of SQL's
 * translate(), so a search over a column folded in the query (saved cases) matches exactly what
 * foldName matches. Worked out from foldName itself, so the two cannot drift apart.
 */
export const FOLD_PAIRS: readonly (readonly [string, string])[] = (() => {
  const pairs: [string, string][] = [
    ['’', "'"],
    ['‘', "'"],
  ];
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const folded = foldName(letter);
    if (folded.length === 1 && folded !== letter.toLowerCase()) pairs.push([letter, folded]);
  }
  return pairs;
})();
export const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join('');
export const FOLD_TO = FOLD_PAIRS.map(([, to]) => to).join('');

/** A folded substring pattern for LIKE '%text%': wildcards and the escape character escaped. */
export function likeContains(text: string): string {
  return `%${foldName(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
