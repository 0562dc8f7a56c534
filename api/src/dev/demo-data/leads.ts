import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { assetsFolder } from '../../config/package-root';
import { demoId } from '../../db/demo-data/demo-id';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { daysAfter, daysBefore } from '../../lib/calendar';
import { LEAD_EXPIRY_DAYS_DEFAULT } from '@club/contract/leads';
import { leadImages, leads, storageDeletions } from '../../db/schema/leads';
import { DEMO_COMPANIES } from './demo-companies';
import { demoCategoryOf, demoCompanyDomain, demoOfficePhone } from './companies';
import { DEMO_LEADS, DEMO_WON_LEADS, type DemoLead } from './demo-leads';

/** Each image of each lead has a key of its own: a stored file belongs to one lead only. */
export function demoLeadImageKeys(lead: DemoLead): string[] {
  return lead.images.map((image, index) => `leads/demo/${lead.key}/${index + 1}-${image}.webp`);
}

/** Copies each lead's illustrations into the file storage under its own keys, once. */
async function storeImages(storage: FileStorage): Promise<void> {
  for (const lead of [...DEMO_LEADS, ...DEMO_WON_LEADS]) {
    const keys = demoLeadImageKeys(lead);
    for (const [index, image] of lead.images.entries()) {
      const key = keys[index];
      if (!key || (await storage.exists(key))) continue;
      const body = await readFile(join(assetsFolder(), 'demo-leads', `${image}.webp`));
      await storage.put(key, body, 'image/webp');
    }
  }
}

function companyByKey(key: string) {
  const company = DEMO_COMPANIES.find((candidate) => candidate.key === key);
  if (!company) throw new Error(`Demo company ${key} is missing`);
  return company;
}

function companyOf(lead: DemoLead) {
  return companyByKey(lead.companyKey);
}

/** The lead's row as posted (open, expiring LEAD_EXPIRY_DAYS after posting). */
function leadRow(lead: DemoLead, now: Date, expiryDays: number) {
  const company = companyOf(lead);
  const createdAt = daysBefore(now, lead.daysAgo);
  return {
    id: demoId(`lead:${lead.key}`),
    companyId: demoId(`company:${company.key}`),
    title: lead.title,
    brief: lead.brief,
    description: lead.description,
    categoryId: demoCategoryOf(company.subcategoryId),
    subcategoryId: company.subcategoryId,
    location: lead.location,
    email: `${lead.mailbox}@${demoCompanyDomain(company.key)}`,
    phone: demoOfficePhone(company.key),
    createdAt,
    expiresAt: daysAfter(createdAt, expiryDays),
  };
}

/**
 * Leads that member companies posted over the last two weeks, each in its
 * company's registered subcategory, with illustrations. Runs after the
 * companies and memberships. Rows go straight into the tables, not through
 * the service, so no lead alert is queued: nobody gets a digest of demo data.
 */
export const demoLeadsSeeder: DemoSeeder = {
  name: 'leads',
  async seed({ tx, now, storage }) {
    const expiryDays = LEAD_EXPIRY_DAYS_DEFAULT;
    const inserted = await tx
      .insert(leads)
      .values([
        ...DEMO_LEADS.map((lead) => leadRow(lead, now, expiryDays)),
        // Won and confirmed: the home page's total of business between members is not empty.
        ...DEMO_WON_LEADS.map((lead) => {
          const closedAt = daysBefore(now, lead.closedDaysAgo);
          return {
            ...leadRow(lead, now, expiryDays),
            status: 'won' as const,
            closedAt,
            winnerCompanyId: demoId(`company:${companyByKey(lead.winnerKey).key}`),
            orderValue: lead.orderValue,
            businessConfirmation: 'confirmed' as const,
            businessAnsweredAt: closedAt,
          };
        }),
      ])
      .onConflictDoNothing()
      .returning({ id: leads.id });

    // Images only for the leads added now: a lead already there keeps the images it has.
    const added = new Set(inserted.map((row) => row.id));
    const images = [...DEMO_LEADS, ...DEMO_WON_LEADS]
      .filter((lead) => added.has(demoId(`lead:${lead.key}`)))
      .flatMap((lead) =>
        demoLeadImageKeys(lead).map((objectKey, sortOrder) => ({
          objectKey,
          leadId: demoId(`lead:${lead.key}`),
          sortOrder,
        })),
      );
    if (images.length > 0) {
      await tx.insert(leadImages).values(images).onConflictDoNothing();
      // A demo lead its owner deleted comes back at the next start: its files stay.
      await tx.delete(storageDeletions).where(
        inArray(
          storageDeletions.objectKey,
          images.map((image) => image.objectKey),
        ),
      );
    }
    await storeImages(storage);
  },
};
