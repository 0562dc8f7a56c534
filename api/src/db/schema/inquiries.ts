import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What visitors sent from the Ask an Expert, Get Expert Help and Contact Us forms. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    category: text('category'),
    subject: text('subject'),
    message: text('message').notNull(),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('inquiries_created_at_idx').on(table.createdAt.desc().nullsFirst())],
);
