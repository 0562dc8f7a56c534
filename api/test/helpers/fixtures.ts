import type { CountryCode } from '@club/contract/common';
import type { Database } from '../../src/db/database';
import { companies } from '../../src/db/schema/companies';
import { inquiries } from '../../src/db/schema/inquiries';
import { memberships } from '../../src/db/schema/memberships';
import { news } from '../../src/db/schema/news';
import { users } from '../../src/db/schema/users';

let sequence = 0;

function nextMobile(): string {
  sequence += 1;
  return `9${String(100_000_000 + sequence).slice(-9)}`;
}

export async function createUser(
  db: Database,
  values: {
    email: string;
    mobile?: string;
    countryCode?: CountryCode;
    username?: string;
    /**
     * An account of an earlier version of the site whose e-mail code was never
     * verified (today a registration only becomes an account with its code).
     */
    unverified?: boolean;
    /** The mobile number was never proved with an SMS code (so it signs nobody in). */
    mobileUnverified?: boolean;
  },
): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      username: values.username ?? 'Asha Mehta',
      countryCode: values.countryCode ?? '+91',
      mobileNumber: values.mobile ?? nextMobile(),
      emailVerifiedAt: values.unverified ? null : now,
      mobileVerifiedAt: values.unverified || values.mobileUnverified ? null : now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export async function createCompany(
  db: Database,
  ownerUserId: string,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(companies)
    .values({
      ownerUserId,
      name: 'Narmada Valves Pvt Ltd',
      companyEmail: 'info@narmadavalves.example',
      companyMobile: '9876543210',
      countryCode: '+91',
      categoryId: 1,
      subcategoryId: 12,
      billingName: 'Narmada Valves Pvt Ltd',
      billingAddress: 'Plot 12, GIDC Makarpura, Vadodara 390010',
      stateId: 11,
      gstNumber: '24ABCDE1234F1Z6',
      ...values,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company not created');
  return row.id;
}

export async function addMembership(
  db: Database,
  companyId: string,
  values: Partial<typeof memberships.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(memberships)
    .values({ companyId, membershipTypeId: 2, status: 'active', ...values })
    .returning({ id: memberships.id });
  if (!row) throw new Error('membership not created');
  return row.id;
}

export async function insertNews(
  db: Database,
  items: { title: string; createdAt: Date; tags?: string[] }[],
): Promise<string[]> {
  const rows = await db
    .insert(news)
    .values(
      items.map((item) => ({
        title: item.title,
        content: `${item.title}: the details.`,
        tags: item.tags ?? ['Business'],
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      })),
    )
    .returning({ id: news.id });
  return rows.map((row) => row.id);
}

/** An inquiry as a form stores it (a Contact Us message unless told), new. */
export async function insertInquiry(
  db: Database,
  values: Partial<typeof inquiries.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(inquiries)
    .values({
      kind: 'contact',
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Membership for our firm',
      message: 'Please call me about joining.',
      page: '/contact-us',
      ...values,
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error('inquiry not created');
  return row.id;
}
