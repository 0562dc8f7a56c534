import type { CountryCode } from '@club/contract/common';
import type { Locale } from '@club/contract/locales';
import { and, asc, eq, getTableName, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { roles, userRoles, users } from '../../db/schema/users';

export async function findUserIdByEmail(db: Database, email: string): Promise<string | null> {
  return (await findAccountByEmail(db, email))?.id ?? null;
}

/** An account and the language its messages are written in. */
export interface AccountLanguage {
  id: string;
  language: Locale;
}

/** The account with this e-mail address (whatever the case), with its language. */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AccountLanguage | null> {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * An account holding this mobile number: with `proved`, the one that proved
 * it with an SMS code (the only one it signs in to); without, one that holds
 * it without having proved it.
 */
export async function findUserIdByMobile(
  db: Database,
  countryCode: CountryCode,
  mobileNumber: string,
  options: { proved: boolean },
): Promise<string | null> {
  return (await findAccountByMobile(db, countryCode, mobileNumber, options))?.id ?? null;
}

/** As findUserIdByMobile, with the account's language. */
export async function findAccountByMobile(
  db: Database,
  countryCode: CountryCode,
  mobileNumber: string,
  { proved }: { proved: boolean },
): Promise<AccountLanguage | null> {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.countryCode, countryCode),
        eq(users.mobileNumber, mobileNumber),
        proved ? isNotNull(users.mobileVerifiedAt) : isNull(users.mobileVerifiedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface AccountMobile {
  countryCode: CountryCode;
  mobileNumber: string;
  /** The number as codes and messages address it: the country code, then the number. */
  identifier: string;
  /** Proved with an SMS code: only then may it sign in or receive WhatsApp messages. */
  proved: boolean;
}

/** The mobile number the account holds, or null when it has none. */
export async function accountMobileOf(db: Database, userId: string): Promise<AccountMobile | null> {
  const [user] = await db
    .select({
      countryCode: users.countryCode,
      mobileNumber: users.mobileNumber,
      mobileVerifiedAt: users.mobileVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.countryCode || !user.mobileNumber) return null;
  return {
    countryCode: user.countryCode,
    mobileNumber: user.mobileNumber,
    identifier: `${user.countryCode}${user.mobileNumber}`,
    proved: user.mobileVerifiedAt !== null,
  };
}

/** The account whose e-mail address is this one and was proved with a code; null otherwise. */
export async function findVerifiedAccount(
  db: Database,
  email: string,
): Promise<{ id: string; email: string; language: Locale } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailVerifiedAt)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The role names (sorted, `{}` for none) of the user in `userId`, as a column
 * of a larger select. Written with its own aliases and the outer column
 * qualified: Drizzle leaves columns of a one-table select unqualified, which
 * inside this subquery would name the subquery's own columns.
 */
export function roleNamesColumn(userId: AnyPgColumn) {
  const outer = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<string[]>`coalesce((
    select array_agg(r.name order by r.name)
    from ${userRoles} ur inner join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${outer}
  ), '{}')`;
}

export async function roleNamesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  return rows.map((row) => row.name);
}

/** Gives a role to the users with these e-mail addresses; returns how many got it newly. */
export async function grantRoleByEmails(
  db: Database,
  roleName: string,
  emails: readonly string[],
): Promise<number> {
  if (emails.length === 0) return 0;
  const lowered = emails.map((email) => email.toLowerCase());
  const inserted = await db
    .insert(userRoles)
    .select(
      db
        .select({ userId: users.id, roleId: roles.id })
        .from(users)
        .innerJoin(roles, eq(roles.name, roleName))
        .where(inArray(sql`lower(${users.email})`, lowered)),
    )
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return inserted.length;
}

/** The language the account's messages are written in; null when there is no such account. */
export async function languageOf(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}

/** Stores the account's language; false when there is no such account. */
export async function setLanguage(db: Database, userId: string, language: Locale) {
  const updated = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
