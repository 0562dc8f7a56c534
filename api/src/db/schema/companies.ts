import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@club/contract/common';
import { categories, firmTypes, revenueBands, states, subcategories } from './reference';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    companyEmail: text('company_email').notNull(),
    companyMobile: text('company_mobile').notNull(),
    countryCode: text('country_code', { enum: COUNTRY_CODES }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    stateId: integer('state_id').references(() => states.id),
    country: text('country').notNull().default('India'),
    gstNumber: text('gst_number'),
    city: text('city'),
    /** The Membership Agreement the registration accepted, and when. */
    agreementVersion: text('agreement_version'),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    /**
     * When the owner closed the account: the company's personal data is erased
     * and the row stays only for the invoices and payments the law keeps.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Millisecond precision so that a directory cursor made from a JavaScript Date is exact.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_owner_idx').on(table.ownerUserId, table.createdAt),
    index('companies_category_idx').on(table.categoryId, table.subcategoryId),
    index('companies_subcategory_idx').on(table.subcategoryId),
    index('companies_name_lower_idx').on(sql`lower(${table.name})`),
    // The back office's members list filtered by city, whatever its case.
    index('companies_city_lower_idx').on(sql`lower(${table.city})`),
    // The member directories: newest first, alone or after a type (category) or place filter.
    index('companies_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('companies_category_created_idx').on(
      table.categoryId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('companies_state_city_created_idx').on(
      table.stateId,
      table.city,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** The editable profile of a company (spec 001 section 3), one per company. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    establishedAt: date('established_at', { mode: 'string' }),
    website: text('website'),
    city: text('city'),
    brief: text('brief'),
    ownerName: text('owner_name'),
    primaryEmail: text('primary_email'),
    primaryPhone: text('primary_phone'),
    firmTypeId: integer('firm_type_id').references(() => firmTypes.id),
    skilledEmployees: integer('skilled_employees'),
    unskilledEmployees: integer('unskilled_employees'),
    revenueBandId: integer('revenue_band_id').references(() => revenueBands.id),
    isoCertified: boolean('iso_certified'),
    pan: text('pan'),
    msme: text('msme'),
    coreProducts: text('core_products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    about: text('about'),
    clients: text('clients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profileImageKey: text('profile_image_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_profiles_firm_type_idx').on(table.firmTypeId),
    index('company_profiles_revenue_band_idx').on(table.revenueBandId),
  ],
);
