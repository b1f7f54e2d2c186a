import { type Plugin, runnerImport } from 'vite';

/**
 * The message catalogues, cut for loading (decision 0041). `@portal/contracts` keeps each
 * area's English and French side by side in one file, so a bundler would ship both languages
 * whenever either is imported. This plugin reads the typed catalogues at build time and serves
 * them as data, one module per need:
 *
 * - `virtual:catalogue/first-screen`: what draws before the app's code has loaded (the login
 *   screen, its alerts and About dialog, the loading, error and legacy-browser screens), in
 *   both languages (about 1.3 KB gzip), so that the login screen and its language toggle need
 *   no further download;
 * - `virtual:catalogue/en`, `virtual:catalogue/fr`: one language's whole catalogue, loaded
 *   after sign-in (and prefetched while the user types).
 *
 * The sections of the first screens are named in src/lib/catalogue-modules.d.ts too.
 */
export const FIRST_SCREEN_SECTIONS = [
  'app',
  'language',
  'login',
  'about',
  'errors',
  'legacy',
  'shell.alerts',
];

const PREFIX = 'virtual:catalogue/';
const LANGUAGES = ['en', 'fr'] as const;
type Catalogue = Record<string, unknown>;

/** What the plugin offers other plugins (Vite's `api`): the catalogues the build read. */
export interface CataloguesApi {
  read(): Promise<{ en: Catalogue; fr: Catalogue }>;
}

export function catalogues(): Plugin & { api: CataloguesApi } {
  let reading: Promise<{ en: Catalogue; fr: Catalogue; files: string[] }> | null = null;
  return {
    name: 'portal-catalogues',
    api: {
      read() {
        if (!reading) return Promise.reject(new Error('The build has read no catalogue yet'));
        return reading;
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const which = id.slice(PREFIX.length + 1);
      reading ??= readCatalogues((specifier) => this.resolve(specifier).then((r) => r?.id));
      const read = await reading.catch((error: unknown) => {
        reading = null;
        throw error;
      });
      for (const file of read.files) this.addWatchFile(file);
      let data: unknown;
      if (which === 'first-screen') {
        data = Object.fromEntries(LANGUAGES.map((lang) => [lang, firstScreenPart(read[lang])]));
      } else if (which === 'en' || which === 'fr') {
        data = read[which];
      } else {
        this.error(`Unknown catalogue module ${id.slice(1)}: use first-screen, en or fr`);
      }
      // JSON.parse of a string literal is the quickest way for the engine to build the data.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
    },
    watchChange(id) {
      if (id.includes('/contracts/src/i18n/')) reading = null;
    },
  };
}

async function readCatalogues(resolve: (specifier: string) => Promise<string | undefined>) {
  const files: string[] = [];
  const read = async (lang: (typeof LANGUAGES)[number]) => {
    const path = await resolve(`@portal/contracts/i18n/${lang}`);
    if (!path) throw new Error(`@portal/contracts/i18n/${lang} could not be found`);
    const { module, dependencies } = await runnerImport<Record<string, Catalogue>>(path);
    files.push(path, ...dependencies);
    const catalogue = module[lang];
    if (!catalogue) throw new Error(`${path} exports no catalogue named ${lang}`);
    return catalogue;
  };
  const [en, fr] = await Promise.all(LANGUAGES.map(read));
  return { en: en as Catalogue, fr: fr as Catalogue, files };
}

/** The sections named, each at its place ('shell.alerts' inside 'shell'). */
function firstScreenPart(catalogue: Catalogue): Catalogue {
  const part: Catalogue = {};
  for (const path of FIRST_SCREEN_SECTIONS) {
    const names = path.split('.');
    let from: Catalogue = catalogue;
    let into: Catalogue = part;
    names.forEach((name, index) => {
      const value = from[name];
      if (value === undefined) throw new Error(`The catalogue has no section ${path}`);
      if (index === names.length - 1) into[name] = value;
      else {
        into[name] ??= {};
        into = into[name] as Catalogue;
        from = value as Catalogue;
      }
    });
  }
  return part;
}
