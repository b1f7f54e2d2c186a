import type { CodeSplittingGroup } from 'rolldown';

/** The modules every signed-in page runs: the whole app and the signed-in section's shell. */
const SHELL_ROOTS = [/\/src\/app\/whole-app\.tsx$/, /\/src\/app\/routes\/signed-in-section\.tsx$/];

/**
 * The signed-in shell in one file (decision 0083): what the whole app and the signed-in
 * section import statically, beyond the first screen, would otherwise be spread over some
 * thirty small files shared with this or that screen. Every signed-in page loads all of them,
 * so one file costs no byte more, and a phone on a slow network pays one request for it rather
 * than thirty (six at a time over HTTP/1.1, each a round trip).
 */
export function signedInShell(priority: number): CodeSplittingGroup {
  const candidates: string[] = [];
  let shell: Set<string> | null = null;
  return {
    debugName: 'signed-in',
    priority,
    // Rolldown asks `test` about every candidate before its first call of `name`.
    test: (id) => {
      candidates.push(id);
      return true;
    },
    name: (id, context) => {
      if (!shell) {
        const found = new Set<string>();
        const visit = (module: string) => {
          if (found.has(module)) return;
          found.add(module);
          for (const next of context.getModuleInfo(module)?.importedIds ?? []) visit(next);
        };
        const roots = candidates.filter((candidate) =>
          SHELL_ROOTS.some((root) => root.test(candidate)),
        );
        if (roots.length !== SHELL_ROOTS.length) {
          throw new Error(
            `The signed-in shell's roots: found ${roots.length} of ${SHELL_ROOTS.length}`,
          );
        }
        for (const root of roots) visit(root);
        shell = found;
      }
      return shell.has(id) ? 'signed-in' : null;
    },
  };
}
