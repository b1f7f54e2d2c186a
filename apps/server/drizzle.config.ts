import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The foundation's tables, and one file per feature area under tables/ so that areas
  // built side by side never edit the same schema file.
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './drizzle',
});
