import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A signed-in reload needs the whole app, which the first download leaves out (decision
 * 0041); found only once the entry has run, it would come a round trip late. The build writes
 * the app's files (the whole app and the signed-in shell, with their CSS) into the page as a
 * JSON data block, and `public/signed-in-preload.js`, an async classic script that runs while
 * the entry is still downloading, asks for them when the tab holds a session. A visitor with no
 * session fetches none of them.
 */
const APP_MODULES = [/\/src\/app\/whole-app\.tsx$/, /\/src\/app\/routes\/signed-in-section\.tsx$/];

const SCRIPT = '<script async src="/signed-in-preload.js"></script>';

export function signedInPreload(): Plugin {
  return {
    name: 'portal-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(SCRIPT)) throw new Error(`index.html must load ${SCRIPT}`);
        const files = appFiles(bundle).map((file) => `/${file}`);
        // Just ahead of the script that reads it, which may run as soon as it is here.
        const data = `<script type="application/json" id="signed-in-code">${JSON.stringify(files)}</script>`;
        return html.replace(SCRIPT, `${data}\n    ${SCRIPT}`);
      },
    },
  };
}

function appFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const closure = (chunk: OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const name of chunk.imports) closure(byName.get(name), into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, initial);

  const app = new Set<string>();
  for (const pattern of APP_MODULES) {
    const chunk = chunks.find((candidate) => pattern.test(candidate.facadeModuleId ?? ''));
    if (!chunk) throw new Error(`No chunk for ${pattern}: the preload list would be empty`);
    closure(chunk, app);
  }
  const scripts = [...app].filter((name) => !initial.has(name));
  const styles = scripts.flatMap((name) => [
    ...(byName.get(name)?.viteMetadata?.importedCss ?? []),
  ]);
  return [...scripts, ...new Set(styles)];
}
