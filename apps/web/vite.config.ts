import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './build/catalogues.ts';
import { classicScripts } from './build/classic-scripts.ts';
import { mantineStylesCheck } from './build/mantine-styles.ts';
import { signedInPreload } from './build/signed-in-preload.ts';
import { signedInShell } from './build/signed-in-shell.ts';

/** The server's default address; `npm run dev` proxies every server path there. */
const server = process.env.API_URL ?? 'http://localhost:8080';
const serverPaths = ['/api', '/users', '/tracking', '/Report', '/DB', '/health'];

export default defineConfig({
  plugins: [react(), catalogues(), mantineStylesCheck(), signedInPreload(), classicScripts()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules itself (Safari since 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the first screen runs, in one file beside the entry rather than spread over
        // the chunks it shares with the app (decision 0041); and what every signed-in page
        // runs beyond it, its libraries and the shell, in one more (decision 0083): fewer
        // requests, better gzip.
        codeSplitting: {
          groups: [{ name: 'first-screen', tags: ['$initial'], priority: 2 }, signedInShell(1)],
        },
      },
    },
  },
});
