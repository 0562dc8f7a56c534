import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @club/api db:generate` writes a new SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  // The development kit's tables (local test payments, development mailbox) live beside its code.
  schema: ['./src/db/schema/*.ts', './src/dev/*/*-schema.ts'],
  out: './drizzle',
});
