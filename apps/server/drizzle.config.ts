import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema folder and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
