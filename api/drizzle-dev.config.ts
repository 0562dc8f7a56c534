import { defineConfig } from 'drizzle-kit';

/**
 * The development kit's tables (local test payments, development mailbox),
 * beside its code: `pnpm --filter @club/api db:generate:dev` writes their
 * migrations to drizzle-dev/, which only a development API with the kit
 * applies (decision 0019).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/dev/*/*-schema.ts'],
  out: './drizzle-dev',
});
