import { defineConfig } from 'drizzle-kit';

// Generates reviewed SQL migrations from the schema: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
