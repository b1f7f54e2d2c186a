import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The classic scripts of public/ (ES5, loaded by index.html before the bundle) are copied
 * as they are, comments and indentation included, and the sign-in page downloads them with
 * its first screen (decision 0041's budget). The build serves them without their comment
 * lines and leading spaces: no minifier, since ours print ES2015 and legacy-check.js must
 * run on Internet Explorer. Only whole-line comments go, so the scripts must not hold a
 * string or a regular expression that spans lines or starts a line with `//` or `/*`.
 */
const CLASSIC_SCRIPTS = ['legacy-check.js', 'signed-in-preload.js'];

export function stripClassicScripts(source: string): string {
  return source
    .replace(/^\s*\/\*[\s\S]*?\*\/\s*$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

export function classicScripts(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-classic-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      for (const name of CLASSIC_SCRIPTS) {
        const file = join(outDir, name);
        await writeFile(file, `${stripClassicScripts(await readFile(file, 'utf8'))}\n`);
      }
    },
  };
}
