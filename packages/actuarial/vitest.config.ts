import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'actuarial', include: ['src/**/*.test.ts'] } });
