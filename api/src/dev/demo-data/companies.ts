import { demoId } from '../../db/demo-data/demo-id';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { daysBefore } from '../../lib/calendar';
import { companies, companyProfiles } from '../../db/schema/companies';
import { consentHistory, consents } from '../../db/schema/privacy';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { DEMO_COUNTRY_CODE, demoUserIds, insertDemoUsers } from './users';
import { DEMO_COMPANIES, NEWBIE_COMPANY, type DemoCompany } from './demo-companies';
import { demoGstNumber, demoPan, demoUdyamNumber } from './demo-identifiers';

const PRODUCERS_CATEGORY_ID = 1;
const PROVIDERS_CATEGORY_ID = 2;
const LAST_PRODUCER_SUBCATEGORY_ID = 17;

type CompanyBasics = Pick<
  DemoCompany,
  'key' | 'name' | 'owner' | 'subcategoryId' | 'stateId' | 'city' | 'address'
>;

function ownerMobile(index: number): string {
  return `98${String(25_000_000 + index * 13_579).padStart(8, '0')}`;
}

function officeMobile(index: number): string {
  return `97${String(12_000_000 + index * 24_681).padStart(8, '0')}`;
}

/** A demo company's own domain: its addresses (info@, sales@, ...) end with it. */
export function demoCompanyDomain(key: string): string {
  return `${key}.demo.club`;
}

function companyEmail(key: string): string {
  return `info@${demoCompanyDomain(key)}`;
}

function officePhone(index: number): string {
  return `${DEMO_COUNTRY_CODE} ${officeMobile(index)}`;
}

/** A member company's office phone, as its profile shows it. */
export function demoOfficePhone(key: string): string {
  const index = DEMO_COMPANIES.findIndex((company) => company.key === key);
  if (index < 0) throw new Error(`Demo company ${key} is missing`);
  return officePhone(index);
}

/** The category a subcategory belongs to (1–17 producer areas, the rest provider areas). */
export function demoCategoryOf(subcategoryId: number): number {
  return subcategoryId <= LAST_PRODUCER_SUBCATEGORY_ID
    ? PRODUCERS_CATEGORY_ID
    : PROVIDERS_CATEGORY_ID;
}

function companyRow(
  company: CompanyBasics,
  index: number,
  ownerUserId: string,
  values: { gstNumber: string | null; createdAt: Date },
): typeof companies.$inferInsert {
  return {
    id: demoId(`company:${company.key}`),
    ownerUserId,
    name: company.name,
    companyEmail: companyEmail(company.key),
    companyMobile: officeMobile(index),
    countryCode: DEMO_COUNTRY_CODE,
    categoryId: demoCategoryOf(company.subcategoryId),
    subcategoryId: company.subcategoryId,
    billingName: company.name,
    billingAddress: company.address,
    stateId: company.stateId,
    country: 'India',
    city: company.city,
    ...values,
  };
}

function profileRow(company: DemoCompany, index: number, now: Date) {
  return {
    companyId: demoId(`company:${company.key}`),
    establishedAt: `${company.establishedYear}-04-01`,
    website: `https://www.${company.key}.example`,
    city: company.city,
    brief: company.brief,
    ownerName: company.owner.name,
    primaryEmail: companyEmail(company.key),
    primaryPhone: officePhone(index),
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
  };
}

/**
 * About thirty member companies with full profiles, owned by made-up people who
 * consented to the public directory, plus the newcomer's company without a profile. Runs after the users seeder
 * (the member and the newcomer own two of them).
 */
export const demoCompaniesSeeder: DemoSeeder = {
  name: 'companies',
  async seed({ tx, now }) {
    const owners = DEMO_COMPANIES.map((company, index) => ({
      email: company.owner.email,
      username: company.owner.name,
      mobile: ownerMobile(index),
    }));
    await insertDemoUsers(tx, owners, now);
    const userIdOf = await demoUserIds(tx, [
      ...owners.map((owner) => owner.email),
      NEWBIE_COMPANY.owner.email,
    ]);

    const rows = DEMO_COMPANIES.map((company, index) =>
      companyRow(company, index, userIdOf(company.owner.email), {
        gstNumber: demoGstNumber(demoPan(company.name, company.firmTypeId, index), company.stateId),
        createdAt: daysBefore(now, 45 - index),
      }),
    );
    rows.push(
      companyRow(NEWBIE_COMPANY, DEMO_COMPANIES.length, userIdOf(NEWBIE_COMPANY.owner.email), {
        gstNumber: null,
        createdAt: daysBefore(now, 2),
      }),
    );
    await tx.insert(companies).values(rows).onConflictDoNothing();
    await tx
      .insert(companyProfiles)
      .values(DEMO_COMPANIES.map((company, index) => profileRow(company, index, now)))
      .onConflictDoNothing();
    // The owners of the companies with a profile agreed to be listed in Our Members; the
    // newcomer did not (yet). Only missing consents are added: a demo member's change stays.
    const listed = DEMO_COMPANIES.map((company) => ({
      userId: userIdOf(company.owner.email),
      kind: 'directory' as const,
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    }));
    const added = await tx
      .insert(consents)
      .values(listed.map((consent) => ({ ...consent, changedAt: daysBefore(now, 45) })))
      .onConflictDoNothing()
      .returning({ userId: consents.userId });
    if (added.length > 0) {
      await tx
        .insert(consentHistory)
        .values(
          listed
            .filter((consent) => added.some((row) => row.userId === consent.userId))
            .map((consent) => ({ ...consent, createdAt: daysBefore(now, 45) })),
        );
    }
  },
};
