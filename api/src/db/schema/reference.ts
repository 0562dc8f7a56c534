import { bigint, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Reference data: rows and their ids are seeded by SQL migrations. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
  },
  (table) => [
    unique('subcategories_category_name_unique').on(table.categoryId, table.name),
    index('subcategories_category_idx').on(table.categoryId, table.id),
  ],
);

export const firmTypes = pgTable('firm_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const revenueBands = pgTable('revenue_bands', {
  id: integer('id').primaryKey(),
  label: text('label').notNull().unique(),
  minInr: bigint('min_inr', { mode: 'number' }).notNull(),
  /** Null for the open-ended top band. */
  maxInr: bigint('max_inr', { mode: 'number' }),
});

export const MEMBER_TIERS = ['alpha', 'beta', 'gamma'] as const;

export const membershipTypes = pgTable(
  'membership_types',
  {
    id: integer('id').primaryKey(),
    name: text('name', { enum: ['Promoters', 'Producers', 'Providers'] })
      .notNull()
      .unique(),
    /** Yearly price in whole rupees, before GST. */
    price: integer('price').notNull(),
    gstPercent: integer('gst_percent').notNull().default(18),
    tier: text('tier', { enum: MEMBER_TIERS }).notNull(),
  },
  (table) => [
    check('membership_types_tier_check', sql`${table.tier} in ('alpha', 'beta', 'gamma')`),
    check('membership_types_price_check', sql`${table.price} > 0`),
  ],
);
