import type { UserCompany, UserProfile } from '@club/contract/user';
import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { literalLimit, named } from '../../db/named-statement';
import { companies } from '../../db/schema/companies';
import { categories, states, subcategories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { membershipsByCompany } from '../membership-lifecycle/repository';
import { roleNamesColumn } from './repository';
import type { LifecycleSettings } from '../membership-lifecycle/lifecycle';

const subcategory = alias(subcategories, 'subcategory');

function namedRef(id: number | null, name: string | null) {
  return id !== null && name !== null ? { id, name } : null;
}

/** Companies with their category, subcategory, state and memberships, oldest first. */
export async function loadCompanies(
  db: Database,
  where: SQL,
  now: Date,
  settings: LifecycleSettings,
): Promise<UserCompany[]> {
  const rows = await named(
    'companies_with_names',
    db
      .select({
        company: companies,
        categoryName: categories.name,
        subcategoryName: subcategory.name,
        stateName: states.name,
      })
      .from(companies)
      .leftJoin(categories, eq(categories.id, companies.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, companies.subcategoryId))
      .leftJoin(states, eq(states.id, companies.stateId))
      .where(where)
      .orderBy(asc(companies.createdAt), asc(companies.id)),
  ).execute();
  const membershipLists = await membershipsByCompany(
    db,
    rows.map((row) => row.company.id),
    now,
    settings,
  );
  return rows.map(({ company, ...names }) => ({
    id: company.id,
    name: company.name,
    companyEmail: company.companyEmail,
    companyMobile: company.companyMobile,
    countryCode: company.countryCode,
    categoryId: company.categoryId,
    subcategoryId: company.subcategoryId,
    category: namedRef(company.categoryId, names.categoryName),
    subcategory: namedRef(company.subcategoryId, names.subcategoryName),
    state: namedRef(company.stateId, names.stateName),
    billingName: company.billingName,
    billingAddress: company.billingAddress,
    country: company.country,
    gstNumber: company.gstNumber,
    memberships: membershipLists.get(company.id) ?? [],
  }));
}

/** The current user with roles and companies (oldest first), as GET /me sends it. */
export async function loadUserProfile(
  db: Database,
  userId: string,
  now: Date,
  settings: LifecycleSettings,
): Promise<UserProfile | null> {
  // The user and their role names (sorted) in one statement.
  const [row] = await named(
    'user_with_roles',
    db
      .select({
        user: users,
        roleNames: roleNamesColumn(users.id),
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(literalLimit(1)),
  ).execute();
  if (!row) return null;
  const { user, roleNames } = row;

  const userCompanies = await loadCompanies(db, eq(companies.ownerUserId, userId), now, settings);

  return {
    id: user.id,
    username: user.username,
    email: user.email,
    countryCode: user.countryCode,
    mobileNumber: user.mobileNumber,
    mobileVerified: user.mobileVerifiedAt !== null,
    language: user.language,
    roles: roleNames.map((name) => ({ role: { name } })),
    companies: userCompanies,
  };
}
