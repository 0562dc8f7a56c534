import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { companies, companyProfiles } from '../schema/companies';
import { memberships } from '../schema/memberships';
import { news } from '../schema/news';
import { userRoles, users } from '../schema/users';
import {
  DEMO_COMPANIES,
  NEWBIE_COMPANY,
  type DemoCompany,
  type DemoMembershipTypeName,
} from './demo-companies';
import { demoId } from './demo-id';
import { demoGstNumber, demoPan, demoUdyamNumber } from './demo-identifiers';
import { DEMO_NEWS } from './demo-news';

/** The accounts to try the site with (sign in with a code from /dev/mailbox). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.club', username: 'Club Admin', mobile: '9800000001' },
  member: { email: 'member@demo.club', username: 'Harshad Patel', mobile: '9800000002' },
  newbie: { email: 'newbie@demo.club', username: 'Nirali Vora', mobile: '9800000003' },
} as const;

const ADMIN_ROLE_ID = 1;
const MEMBERSHIP_TYPE_IDS: Record<DemoMembershipTypeName, number> = {
  Promoters: 1,
  Producers: 2,
  Providers: 3,
};
const PRODUCERS_CATEGORY_ID = 1;
const PROVIDERS_CATEGORY_ID = 2;
const LAST_PRODUCER_SUBCATEGORY_ID = 17;
const DAY_MS = 24 * 60 * 60_000;

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

function ownerMobile(index: number): string {
  return `98${String(25_000_000 + index * 13_579).padStart(8, '0')}`;
}

function officeMobile(index: number): string {
  return `97${String(12_000_000 + index * 24_681).padStart(8, '0')}`;
}

function companyEmail(key: string): string {
  return `info@${key}.demo.club`;
}

function categoryOf(subcategoryId: number): number {
  return subcategoryId <= LAST_PRODUCER_SUBCATEGORY_ID
    ? PRODUCERS_CATEGORY_ID
    : PROVIDERS_CATEGORY_ID;
}

function membershipRow(company: DemoCompany, now: Date) {
  const membership = company.membership;
  if (!membership) return null;
  const startsAt =
    membership.status === 'pending' ? null : monthsBefore(now, membership.startedMonthsAgo);
  return {
    id: demoId(`membership:${company.key}`),
    companyId: demoId(`company:${company.key}`),
    membershipTypeId: MEMBERSHIP_TYPE_IDS[membership.type],
    status: membership.status,
    startsAt,
    endsAt: startsAt ? monthsBefore(startsAt, -12) : null,
    createdAt: startsAt ?? now,
  };
}

/**
 * Demo users, about thirty member companies with profiles and memberships, and
 * news. Stable ids and ON CONFLICT DO NOTHING make it safe to run at every start.
 */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  const owners = DEMO_COMPANIES.map((company, index) => ({
    email: company.owner.email,
    username: company.owner.name,
    mobile: ownerMobile(index),
  }));
  const people = [
    DEMO_ACCOUNTS.admin,
    ...owners.filter((owner) => owner.email !== DEMO_ACCOUNTS.member.email),
    DEMO_ACCOUNTS.member,
    DEMO_ACCOUNTS.newbie,
  ];

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        people.map((person) => ({
          id: demoId(`user:${person.email}`),
          username: person.username,
          email: person.email,
          countryCode: '+91' as const,
          mobileNumber: person.mobile,
          createdAt: new Date(now.getTime() - 60 * DAY_MS),
        })),
      )
      .onConflictDoNothing();
    // Whoever holds a demo address already (even with another id) owns its company.
    const rows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          people.map((person) => person.email),
        ),
      );
    const userIdByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
    const userIdOf = (email: string) => {
      const id = userIdByEmail.get(email);
      if (!id) throw new Error(`Demo user ${email} is missing`);
      return id;
    };

    await tx
      .insert(userRoles)
      .values({ userId: userIdOf(DEMO_ACCOUNTS.admin.email), roleId: ADMIN_ROLE_ID })
      .onConflictDoNothing();

    const companyRows: (typeof companies.$inferInsert)[] = DEMO_COMPANIES.map((company, index) => ({
      id: demoId(`company:${company.key}`),
      ownerUserId: userIdOf(company.owner.email),
      name: company.name,
      companyEmail: companyEmail(company.key),
      companyMobile: officeMobile(index),
      countryCode: '+91' as const,
      categoryId: categoryOf(company.subcategoryId),
      subcategoryId: company.subcategoryId,
      billingName: company.name,
      billingAddress: company.address,
      stateId: company.stateId,
      country: 'India',
      gstNumber: demoGstNumber(
        demoPan(company.name, company.firmTypeId, index),
        company.stateId,
        index,
      ),
      city: company.city,
      createdAt: new Date(now.getTime() - (45 - index) * DAY_MS),
    }));
    const newbieIndex = DEMO_COMPANIES.length;
    companyRows.push({
      id: demoId(`company:${NEWBIE_COMPANY.key}`),
      ownerUserId: userIdOf(NEWBIE_COMPANY.owner.email),
      name: NEWBIE_COMPANY.name,
      companyEmail: companyEmail(NEWBIE_COMPANY.key),
      companyMobile: officeMobile(newbieIndex),
      countryCode: '+91',
      categoryId: categoryOf(NEWBIE_COMPANY.subcategoryId),
      subcategoryId: NEWBIE_COMPANY.subcategoryId,
      billingName: NEWBIE_COMPANY.name,
      billingAddress: NEWBIE_COMPANY.address,
      stateId: NEWBIE_COMPANY.stateId,
      country: 'India',
      gstNumber: null,
      city: NEWBIE_COMPANY.city,
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
    await tx.insert(companies).values(companyRows).onConflictDoNothing();

    await tx
      .insert(companyProfiles)
      .values(
        DEMO_COMPANIES.map((company, index) => ({
          companyId: demoId(`company:${company.key}`),
          establishedAt: `${company.establishedYear}-04-01`,
          website: `https://www.${company.key}.example`,
          city: company.city,
          brief: company.brief,
          ownerName: company.owner.name,
          primaryEmail: companyEmail(company.key),
          primaryPhone: `+91 ${officeMobile(index)}`,
          firmTypeId: company.firmTypeId,
          skilledEmployees: company.skilledEmployees,
          unskilledEmployees: company.unskilledEmployees,
          revenueBandId: company.revenueBandId,
          isoCertified: company.isoCertified,
          pan: demoPan(company.name, company.firmTypeId, index),
          msme: demoUdyamNumber(company.stateId, index),
          coreProducts: company.coreProducts,
          about: company.about,
          clients: company.clients,
          profileImageKey: null,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();

    const membershipRows = DEMO_COMPANIES.flatMap((company) => {
      const row = membershipRow(company, now);
      return row ? [row] : [];
    });
    await tx.insert(memberships).values(membershipRows).onConflictDoNothing();

    await tx
      .insert(news)
      .values(
        DEMO_NEWS.map((item) => {
          const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS);
          return {
            id: demoId(`news:${item.key}`),
            title: item.title,
            content: item.content,
            imageUrl: null,
            imageKey: null,
            source: item.source,
            externalUrl: item.externalUrl,
            tags: item.tags,
            createdAt,
            updatedAt: createdAt,
            createdBy: userIdOf(DEMO_ACCOUNTS.admin.email),
          };
        }),
      )
      .onConflictDoNothing();
  });
}
