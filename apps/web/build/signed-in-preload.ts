import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { CataloguesApi } from './catalogues';

/**
 * A signed-in reload needs the whole app, which the first download leaves out (decision
 * 0041); found only once the entry has run, it would come a round trip late. The build writes
 * the app's files (the whole app and the signed-in shell, with their CSS) into the page as a
 * JSON data block, and `public/signed-in-preload.js`, an async classic script that runs while
 * the entry is still downloading, asks for them when the tab holds a session. A visitor with no
 * session fetches none of them.
 *
 * The block also lists, for each screen's path (app/screens.tsx), the files of that screen,
 * and each language's whole catalogue: a signed-in reload of a screen fetches its code and its
 * words from the start too, not once the app has booted and restored the session
 * (decision 0083).
 *
 * And it holds, in each language, each screen's title and the word "Loading…": the script
 * paints the signed-in frame (that title under an empty header bar) before the app has
 * downloaded, which the app's loading screens keep until the screen draws (decision 0089).
 */
const APP_MODULES = [/\/src\/app\/whole-app\.tsx$/, /\/src\/app\/routes\/signed-in-section\.tsx$/];
const CATALOGUES = { en: 'virtual:catalogue/en', fr: 'virtual:catalogue/fr' };
const SCREENS_FILE = '../src/app/screens.tsx';

const SCRIPT = '<script async src="/signed-in-preload.js"></script>';

/** The files to fetch, read by public/signed-in-preload.js: '' the app, else a path or a language. */
export type PreloadList = Record<string, string[]>;
/** The frame's words in one language: "Loading…" and each screen's title by path. */
export interface FrameWords {
  loading: string;
  titles: Record<string, string>;
}
/** The data block's shape. */
export interface SignedInData {
  files: PreloadList;
  words: Record<'en' | 'fr', FrameWords>;
}

type Catalogue = Record<string, unknown>;

export function signedInPreload(): Plugin {
  let catalogues: CataloguesApi | undefined;
  return {
    name: 'portal-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      const plugin = config.plugins.find((candidate) => candidate.name === 'portal-catalogues');
      catalogues = (plugin as { api?: CataloguesApi } | undefined)?.api;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(SCRIPT)) throw new Error(`index.html must load ${SCRIPT}`);
        if (!catalogues) throw new Error('The signed-in frame needs the portal-catalogues plugin');
        const source = readFileSync(fileURLToPath(new URL(SCREENS_FILE, import.meta.url)), 'utf8');
        const screens = screenModules(source);
        const { en, fr } = await catalogues.read();
        const block: SignedInData = {
          files: preloadList(bundle, screens),
          words: {
            en: frameWords(en, Object.keys(screens)),
            fr: frameWords(fr, Object.keys(screens)),
          },
        };
        // `<` escaped: no word of a catalogue can close the script element early.
        const json = JSON.stringify(block).replace(/</g, '\\u003c');
        // Just ahead of the script that reads it, which may run as soon as it is here.
        const data = `<script type="application/json" id="signed-in-code">${json}</script>`;
        return html.replace(SCRIPT, `${data}\n    ${SCRIPT}`);
      },
    },
  };
}

/**
 * A screen's title as its page draws it (SectionPage): the tab's title, or the section's for
 * a screen without tabs. A path whose title the catalogue lacks fails the build.
 */
export function frameWords(catalogue: Catalogue, paths: string[]): FrameWords {
  const at = (keys: string[]) => {
    const found = keys.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Catalogue)[key] : undefined),
      catalogue,
    );
    if (typeof found !== 'string') throw new Error(`The catalogue has no ${keys.join('.')}`);
    return found;
  };
  const titles = Object.fromEntries(
    paths.map((path) => {
      const [section = '', tab] = path.slice(1).split('/');
      return [
        path,
        tab ? at(['sections', section, 'tabs', tab]) : at(['sections', section, 'title']),
      ];
    }),
  );
  return { loading: at(['app', 'loading']), titles };
}

/**
 * The screens of app/screens.tsx, path to module: `'section/tab': screen(() =>
 * import('@/features/…'))` becomes `/section/tab` and `/src/features/…`. Every `screen(` of
 * the table must be read, so that a new screen's path is never left out by a new spelling.
 */
export function screenModules(source: string): Record<string, string> {
  const table = /^\s*'?([\w/-]+)'?:\s*screen\(\s*\(\)\s*=>\s*import\('@\/([^']+)'\),?\s*\)/gm;
  const found = Object.fromEntries(
    [...source.matchAll(table)].map(([, key, module]) => [`/${key}`, `/src/${module}`]),
  );
  const calls = source.match(/^\s*'?[\w/-]+'?:\s*screen\(/gm)?.length ?? 0;
  if (calls === 0 || calls !== Object.keys(found).length) {
    throw new Error(`app/screens.tsx: read ${Object.keys(found).length} of ${calls} screens`);
  }
  return found;
}

export function preloadList(bundle: OutputBundle, screens: Record<string, string>): PreloadList {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const name of chunk.imports) closure(byName.get(name), into);
  };
  const chunkOf = (test: (id: string) => boolean, what: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some(test));
    if (!chunk) throw new Error(`No chunk for ${what}: the preload list would miss it`);
    return chunk;
  };
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, initial);
  /** The files a module's chunk needs beyond `known`, scripts then their styles, as paths. */
  const filesOf = (roots: OutputChunk[], known: Set<string>) => {
    const found = new Set<string>();
    for (const root of roots) closure(root, found);
    const scripts = [...found].filter((name) => !known.has(name));
    const styles = scripts.flatMap((name) => [
      ...(byName.get(name)?.viteMetadata?.importedCss ?? []),
    ]);
    return { scripts, files: [...scripts, ...new Set(styles)].map((file) => `/${file}`) };
  };

  const app = filesOf(
    APP_MODULES.map((pattern) => chunkOf((id) => pattern.test(id), String(pattern))),
    initial,
  );
  const shared = new Set([...initial, ...app.scripts]);
  const list: PreloadList = { '': app.files };
  for (const [language, module] of Object.entries(CATALOGUES)) {
    list[language] = filesOf([chunkOf((id) => id === `\0${module}`, module)], shared).files;
  }
  for (const [path, module] of Object.entries(screens)) {
    const chunk = chunkOf((id) => id.endsWith(`${module}.tsx`) || id.endsWith(module), module);
    list[path] = filesOf([chunk], shared).files;
  }
  return list;
}
