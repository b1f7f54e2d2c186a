import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server's default address; `npm run dev` proxies every server path there. */
const server = process.env.API_URL ?? 'http://localhost:8080';
const serverPaths = ['/api', '/users', '/tracking', '/Report', '/DB', '/health'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server }])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
