import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start
// with the migrator of whichever driver it runs (PGlite or node-postgres).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
