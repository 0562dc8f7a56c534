import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @club/api db:generate` writes a new SQL migration after a
 * schema change. Production tables only: the development kit's tables have
 * migrations of their own (drizzle-dev.config.ts, decision 0019).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts'],
  out: './drizzle',
});
