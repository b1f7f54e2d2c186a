import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      // Whole screens with axe in jsdom take seconds on a busy two-core machine; speed is
      // measured in bench/, so a slow run must not fail a test.
      testTimeout: 15_000,
    },
  }),
);
