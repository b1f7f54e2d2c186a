import axe from 'axe-core';

/** axe in jsdom: structure, names, roles and landmarks (contrast needs a real browser: e2e). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
