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
