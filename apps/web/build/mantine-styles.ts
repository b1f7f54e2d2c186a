import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The app loads Mantine's styles component by component (decisions 0041 and 0083), so a
 * component added without its styles would draw unstyled. This check fails the build
 * instead: every Mantine component in the code the pages before sign-in run (the first
 * download, and what the sign-in feature loads on demand, such as the About dialog) must
 * have its `styles/<Name>.layer.css` imported by that same code; every one anywhere in the
 * app must have it in the first screens' or the signed-in app's list; and both lists must
 * follow the order of Mantine's own sheet, which some rules rely on.
 */
const FIRST_SCREEN_ENTRY = /\/src\/main\.tsx$/;
const SIGN_IN_FEATURE = /\/src\/features\/auth\//;
const COMPONENT_CLASSES =
  /@mantine\/core\/esm\/(?:components|utils)\/.*\/([A-Za-z]+)\.module\.mjs$/;
const COMPONENT_STYLES = /@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css/g;
const SHEET_ID = /@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css$/;
const STYLE_LISTS = {
  first: new URL('../src/app/first-screen-styles.ts', import.meta.url),
  signedIn: new URL('../src/app/signed-in-styles.ts', import.meta.url),
};

/** A list's sheet names, in the order the file imports them. */
const listed = (file: URL) =>
  [...readFileSync(file, 'utf8').matchAll(COMPONENT_STYLES)].map((match) => match[1] ?? '');

/** Each component sheet's place in Mantine's whole sheet, found by its opening text. */
function mantineOrder(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const whole = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
  const order = new Map<string, number>();
  const names = [...listed(STYLE_LISTS.first), ...listed(STYLE_LISTS.signedIn)];
  for (const name of names) {
    const sheet = readFileSync(require.resolve(`@mantine/core/styles/${name}.css`), 'utf8');
    order.set(name, whole.indexOf(sheet.trim().slice(0, 400)));
  }
  return order;
}

/** The names a list has out of Mantine's order (after one that Mantine puts later). */
function outOfOrder(names: string[], order: Map<string, number>): string[] {
  return names.filter((name, index) =>
    names.slice(0, index).some((before) => (order.get(before) ?? 0) > (order.get(name) ?? 0)),
  );
}

export function mantineStylesCheck(): Plugin {
  return {
    name: 'portal-mantine-styles-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find(
        (chunk) =>
          chunk.isEntry && Object.keys(chunk.modules).some((id) => FIRST_SCREEN_ENTRY.test(id)),
      );
      if (!entry) this.error('The check found no chunk with src/main.tsx');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (moduleId: string) => chunks.find((chunk) => moduleId in chunk.modules);

      // The code that runs before sign-in, chunk by chunk, and its modules.
      const running = new Set<OutputChunk>();
      const run = (chunk: OutputChunk | undefined) => {
        if (!chunk || running.has(chunk)) return;
        running.add(chunk);
        for (const name of chunk.imports) run(byName.get(name));
        for (const id of Object.keys(chunk.modules)) {
          if (!SIGN_IN_FEATURE.test(id)) continue;
          for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
            run(chunkOf(lazy));
        }
      };
      run(entry);

      // Style sheets leave no code in the chunks: they are found by following the app's own
      // imports (a file of style imports alone renders to nothing either).
      const drawnAndStyled = (code: Iterable<OutputChunk>) => {
        const drawn = new Set<string>();
        const styled = new Set<string>();
        const followed = new Set<string>();
        const follow = (id: string) => {
          if (followed.has(id)) return;
          followed.add(id);
          const styles = SHEET_ID.exec(id)?.[1];
          if (styles) styled.add(styles);
          if (id.includes('/node_modules/')) return;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) follow(imported);
        };
        for (const chunk of code) {
          for (const id of Object.keys(chunk.modules)) {
            const component = COMPONENT_CLASSES.exec(id)?.[1];
            if (component) drawn.add(component);
            follow(id);
          }
        }
        return [...drawn].filter((component) => !styled.has(component)).sort();
      };
      const sheets = (names: string[]) =>
        names.map((name) => `'@mantine/core/styles/${name}.layer.css'`).join(', ');

      const missingFirst = drawnAndStyled(running);
      if (missingFirst.length > 0) {
        this.error(
          `The pages before sign-in draw Mantine components without their styles: add ${sheets(
            missingFirst,
          )} to src/app/first-screen-styles.ts`,
        );
      }
      const missing = drawnAndStyled(chunks);
      if (missing.length > 0) {
        this.error(
          `The app draws Mantine components without their styles: add ${sheets(
            missing,
          )} to src/app/signed-in-styles.ts`,
        );
      }
      const order = mantineOrder();
      for (const file of Object.values(STYLE_LISTS)) {
        const wrong = outOfOrder(listed(file), order);
        if (wrong.length > 0) {
          this.error(`${file.pathname} lists ${sheets(wrong)} out of Mantine's order (styles.css)`);
        }
      }
    },
  };
}
