import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The sign-in page loads Mantine's styles component by component (decision 0041), so a
 * component added to it without its styles would draw unstyled. This check fails the build
 * instead: every Mantine component in the code the pages before sign-in run (the first
 * download, and what the sign-in feature loads on demand, such as the About dialog) must
 * have its `styles/<Name>.layer.css` imported by that same code.
 */
const FIRST_SCREEN_ENTRY = /\/src\/main\.tsx$/;
const SIGN_IN_FEATURE = /\/src\/features\/auth\//;
const COMPONENT_CLASSES = /@mantine\/core\/esm\/components\/.*\/([A-Za-z]+)\.module\.mjs$/;
const COMPONENT_STYLES = /@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css$/;

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

      const drawn = new Set<string>();
      const styled = new Set<string>();
      // Style sheets leave no code in the chunks: they are found by following the app's own
      // imports (a file of style imports alone renders to nothing either).
      const followed = new Set<string>();
      const follow = (id: string) => {
        if (followed.has(id)) return;
        followed.add(id);
        const styles = COMPONENT_STYLES.exec(id)?.[1];
        if (styles) styled.add(styles);
        if (id.includes('/node_modules/')) return;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) follow(imported);
      };
      for (const chunk of running) {
        for (const id of Object.keys(chunk.modules)) {
          const component = COMPONENT_CLASSES.exec(id)?.[1];
          if (component) drawn.add(component);
          follow(id);
        }
      }
      const missing = [...drawn].filter((component) => !styled.has(component)).sort();
      if (missing.length > 0) {
        this.error(
          `The pages before sign-in draw Mantine components without their styles: add ${missing
            .map((name) => `'@mantine/core/styles/${name}.layer.css'`)
            .join(', ')} to src/app/first-screen-styles.ts`,
        );
      }
    },
  };
}
