import { classifyMemberKind, type MemberCounts, type MemberKind } from '@club/contract/companies';
import { containsPattern } from '../../lib/contains-pattern';
import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { literalLimit, named } from '../../db/named-statement';
import { companies, companyProfiles } from '../../db/schema/companies';
import { categories, revenueBands, states, subcategories } from '../../db/schema/reference';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { hasConsent } from '../../platform/consents/repository';
import type { LifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { hasAccessAt } from '../../platform/membership-lifecycle/repository';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

const subcategory = alias(subcategories, 'subcategory');

/** The moment the directory is read at, and the lifecycle rules membership access is judged by. */
export interface DirectoryAt {
  now: Date;
  settings: LifecycleSettings;
}

/** What a directory list is narrowed by; every field is optional. */
export interface DirectoryFilters {
  q?: string;
  /** Search owner names too (the signed-in directory). */
  searchOwners?: boolean;
  /** Search city names too (the public directory). */
  searchCities?: boolean;
  type?: MemberKind;
  country?: string;
  stateId?: number;
  city?: string;
  /** Only companies whose owner consented to the public listing (Our Members, visitors). */
  publicOnly?: boolean;
}

/** The category ids of each type, by the one classification rule. */
export async function categoryIdsByKind(db: Database): Promise<Record<MemberKind, number[]>> {
  const rows = await named(
    'category_names',
    db.select({ id: categories.id, name: categories.name }).from(categories),
  ).execute();
  const byKind: Record<MemberKind, number[]> = { producer: [], provider: [] };
  for (const row of rows) byKind[classifyMemberKind(row.name)].push(row.id);
  return byKind;
}

const ownerName = sql<string>`coalesce(${companyProfiles.ownerName}, ${users.username})`;

/** Conditions of the search and place filters (not the type). */
function placeAndSearchConditions(filters: DirectoryFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(companies.country, filters.country));
  if (filters.stateId !== undefined) conditions.push(eq(companies.stateId, filters.stateId));
  if (filters.city) conditions.push(eq(companies.city, filters.city));
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const matches = [
      ilike(companies.name, pattern),
      ilike(categories.name, pattern),
      ilike(subcategory.name, pattern),
    ];
    if (filters.searchOwners) matches.push(ilike(ownerName, pattern));
    if (filters.searchCities) matches.push(ilike(companies.city, pattern));
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  return conditions;
}

/**
 * Who is a member and so listed, in both directories: a company whose owner
 * proved the e-mail address and which has a membership with access now (paid
 * term, renewal in its grace period, or cancelled with the paid term still
 * running), by the one access rule of the membership lifecycle. A company
 * that never paid, or whose membership ended or lapsed, is not a member.
 * The public directory (Our Members) also needs the owner's consent.
 */
function listedOwnerFor(db: Database, at: DirectoryAt, publicOnly: boolean | undefined) {
  const member = exists(
    db
      .select({ one: sql`1` })
      .from(memberships)
      .where(and(eq(memberships.companyId, companies.id), hasAccessAt(at.now, at.settings))),
  );
  const listed = and(eq(users.id, companies.ownerUserId), isNotNull(users.emailVerifiedAt), member);
  return publicOnly ? and(listed, hasConsent(db, 'directory', users.id)) : listed;
}

const directoryFields = {
  id: companies.id,
  createdAt: companies.createdAt,
  name: companies.name,
  companyEmail: companies.companyEmail,
  companyMobile: companies.companyMobile,
  countryCode: companies.countryCode,
  country: companies.country,
  city: companies.city,
  billingAddress: companies.billingAddress,
  categoryName: categories.name,
  subcategoryName: subcategory.name,
  stateName: states.name,
  ownerName,
  // What "GST verified" is computed from; the PAN itself is never answered.
  gstNumber: companies.gstNumber,
  pan: companyProfiles.pan,
  // Its first field is never null in a profile row: Drizzle reads a missing row from it.
  profile: {
    companyId: companyProfiles.companyId,
    website: companyProfiles.website,
    brief: companyProfiles.brief,
    primaryEmail: companyProfiles.primaryEmail,
    primaryPhone: companyProfiles.primaryPhone,
    skilledEmployees: companyProfiles.skilledEmployees,
    unskilledEmployees: companyProfiles.unskilledEmployees,
    isoCertified: companyProfiles.isoCertified,
    coreProducts: companyProfiles.coreProducts,
    clients: companyProfiles.clients,
    about: companyProfiles.about,
    profileImageKey: companyProfiles.profileImageKey,
  },
  revenueBandLabel: revenueBands.label,
};

export type DirectoryRow = Awaited<ReturnType<typeof directoryPageQuery>>[number];

/** A page of listed companies after the position, newest first. */
export async function listDirectoryPage(
  db: Database,
  at: DirectoryAt,
  filters: DirectoryFilters,
  position: CursorPosition | null,
  limit: number,
) {
  const categoryIds = filters.type ? (await categoryIdsByKind(db))[filters.type] : null;
  return named(
    'directory_page',
    directoryPageQuery(db, at, filters, categoryIds, position, limit),
  ).execute();
}

/** The query behind `listDirectoryPage`; `categoryIds` are those of the type filter, if any. */
export function directoryPageQuery(
  db: Database,
  at: DirectoryAt,
  filters: DirectoryFilters,
  categoryIds: number[] | null,
  position: CursorPosition | null,
  limit: number,
) {
  const conditions = placeAndSearchConditions(filters);
  if (categoryIds) {
    conditions.push(inArray(companies.categoryId, categoryIds.length > 0 ? categoryIds : [-1]));
  }
  const after = afterPosition(companies, position);
  if (after) conditions.push(after);
  return db
    .select(directoryFields)
    .from(companies)
    .innerJoin(users, listedOwnerFor(db, at, filters.publicOnly))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .leftJoin(categories, eq(categories.id, companies.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, companies.subcategoryId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(revenueBands, eq(revenueBands.id, companyProfiles.revenueBandId))
    .where(and(...conditions))
    .orderBy(...newestFirst(companies))
    .limit(literalLimit(rowsForPage(limit)));
}

/** How many listed companies match the search and place filters, in all and by type. */
export async function countDirectory(
  db: Database,
  at: DirectoryAt,
  filters: DirectoryFilters,
): Promise<MemberCounts> {
  const rows = await named(
    'directory_count',
    db
      .select({ categoryName: categories.name, total: count() })
      .from(companies)
      .innerJoin(users, listedOwnerFor(db, at, filters.publicOnly))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .leftJoin(categories, eq(categories.id, companies.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, companies.subcategoryId))
      .where(and(...placeAndSearchConditions(filters)))
      .groupBy(categories.name),
  ).execute();
  const counts: MemberCounts = { total: 0, producers: 0, providers: 0 };
  for (const row of rows) {
    counts.total += row.total;
    if (classifyMemberKind(row.categoryName) === 'provider') counts.providers += row.total;
    else counts.producers += row.total;
  }
  return counts;
}

/** Every state that has listed companies, with the cities they are in, by name. */
export async function listMemberLocations(db: Database, at: DirectoryAt, publicOnly = false) {
  const rows = await named(
    'member_locations',
    db
      .selectDistinct({ stateId: states.id, state: states.name, city: companies.city })
      .from(companies)
      .innerJoin(users, listedOwnerFor(db, at, publicOnly))
      .innerJoin(states, eq(states.id, companies.stateId))
      .orderBy(asc(states.name), asc(companies.city)),
  ).execute();
  const locations: { stateId: number; state: string; cities: string[] }[] = [];
  for (const row of rows) {
    let location = locations.at(-1);
    if (location?.stateId !== row.stateId) {
      location = { stateId: row.stateId, state: row.state, cities: [] };
      locations.push(location);
    }
    if (row.city && !location.cities.includes(row.city)) location.cities.push(row.city);
  }
  return locations;
}

/** A listed company (a member, see `listedOwnerFor`) with its directory fields, or undefined. */
export async function findListedCompany(
  db: Database,
  at: DirectoryAt,
  companyId: string,
  publicOnly = false,
): Promise<DirectoryRow | undefined> {
  const [row] = await named(
    'listed_company',
    db
      .select(directoryFields)
      .from(companies)
      .innerJoin(users, listedOwnerFor(db, at, publicOnly))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .leftJoin(categories, eq(categories.id, companies.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, companies.subcategoryId))
      .leftJoin(states, eq(states.id, companies.stateId))
      .leftJoin(revenueBands, eq(revenueBands.id, companyProfiles.revenueBandId))
      .where(eq(companies.id, companyId))
      .limit(literalLimit(1)),
  ).execute();
  return row;
}
