import type { CountryCode } from '@club/contract/common';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { demoId } from '../../db/demo-data/demo-id';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { daysBefore } from '../../lib/calendar';
import { users } from '../../db/schema/users';
import { ADMIN_ROLE } from '../../platform/users/admin-role';
import { grantRoleByEmails } from '../../platform/users/repository';

/** Every demo person has an Indian mobile number. */
export const DEMO_COUNTRY_CODE: CountryCode = '+91';

/** The accounts to try the site with (sign in with a code from /dev/mailbox). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.club', username: 'Club Admin', mobile: '9800000001' },
  member: { email: 'member@demo.club', username: 'Harshad Patel', mobile: '9800000002' },
  newbie: { email: 'newbie@demo.club', username: 'Nirali Vora', mobile: '9800000003' },
} as const;

export interface DemoPerson {
  email: string;
  username: string;
  mobile: string;
}

/** Adds the people who are missing (by id, e-mail or mobile number). */
export async function insertDemoUsers(
  tx: Database,
  people: readonly DemoPerson[],
  now: Date,
): Promise<void> {
  await tx
    .insert(users)
    .values(
      people.map((person) => ({
        id: demoId(`user:${person.email}`),
        username: person.username,
        email: person.email,
        countryCode: DEMO_COUNTRY_CODE,
        mobileNumber: person.mobile,
        // Demo people have proved their e-mail addresses (so their companies are listed) and
        // their mobile numbers (so they can sign in with an SMS code).
        emailVerifiedAt: daysBefore(now, 60),
        mobileVerifiedAt: daysBefore(now, 60),
        createdAt: daysBefore(now, 60),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The ids of the users with these e-mail addresses. Whoever holds a demo
 * address already (even under another id) is the one the demo data refers to.
 */
export async function demoUserIds(
  tx: Database,
  emails: readonly string[],
): Promise<(email: string) => string> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  const idByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  return (email) => {
    const id = idByEmail.get(email);
    if (!id) throw new Error(`Demo user ${email} is missing`);
    return id;
  };
}

/** The three demo accounts; the admin has the admin role. */
export const demoUsersSeeder: DemoSeeder = {
  name: 'users',
  async seed({ tx, now }) {
    await insertDemoUsers(tx, Object.values(DEMO_ACCOUNTS), now);
    await grantRoleByEmails(tx, ADMIN_ROLE, [DEMO_ACCOUNTS.admin.email]);
  },
};
