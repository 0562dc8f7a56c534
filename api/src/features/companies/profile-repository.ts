import type { CompanyProfile, CompanyProfileUpdateBody } from '@club/contract/companies';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/database';
import { companies, companyProfiles } from '../../db/schema/companies';
import { firmTypes, revenueBands } from '../../db/schema/reference';
import type { LifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { loadCompanies } from '../../platform/users/user-profile';

type ProfileRow = typeof companyProfiles.$inferSelect;

const EMPTY_PROFILE: Omit<ProfileRow, 'companyId' | 'updatedAt'> = {
  establishedAt: null,
  website: null,
  city: null,
  brief: null,
  ownerName: null,
  primaryEmail: null,
  primaryPhone: null,
  firmTypeId: null,
  skilledEmployees: null,
  unskilledEmployees: null,
  revenueBandId: null,
  isoCertified: null,
  pan: null,
  msme: null,
  coreProducts: [],
  about: null,
  clients: [],
  profileImageKey: null,
};

/**
 * A company's profile with its registration details (read-only) and the names
 * of its firm type and revenue band. A company without a profile yet gets
 * empty fields. `withPan` false leaves out the PAN (other members' view).
 */
export async function loadCompanyProfile(
  db: Database,
  storage: Pick<FileStorage, 'publicUrl'>,
  companyId: string,
  options: { now: Date; settings: LifecycleSettings; withPan: boolean },
): Promise<CompanyProfile | null> {
  const [company] = await loadCompanies(
    db,
    eq(companies.id, companyId),
    options.now,
    options.settings,
  );
  if (!company) return null;
  const [row] = await db
    .select({
      profile: companyProfiles,
      firmTypeName: firmTypes.name,
      revenueBandLabel: revenueBands.label,
      city: companies.city,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .leftJoin(firmTypes, eq(firmTypes.id, companyProfiles.firmTypeId))
    .leftJoin(revenueBands, eq(revenueBands.id, companyProfiles.revenueBandId))
    .where(eq(companies.id, companyId))
    .limit(1);
  const {
    companyId: _id,
    updatedAt: _updated,
    ...fields
  } = row?.profile ?? {
    companyId,
    updatedAt: null,
    ...EMPTY_PROFILE,
  };
  return {
    ...fields,
    // The company's city is where the directories place it.
    city: row?.city ?? fields.city,
    pan: options.withPan ? fields.pan : null,
    company,
    profileImageUrl: fields.profileImageKey ? storage.publicUrl(fields.profileImageKey) : null,
    firmType:
      fields.firmTypeId !== null && row?.firmTypeName
        ? { id: fields.firmTypeId, name: row.firmTypeName }
        : null,
    revenueBand:
      fields.revenueBandId !== null && row?.revenueBandLabel
        ? { id: fields.revenueBandId, label: row.revenueBandLabel }
        : null,
  };
}

/** Changes the fields present in the update (creating the profile on first save). */
export async function updateCompanyProfile(
  db: Database,
  companyId: string,
  update: CompanyProfileUpdateBody,
  now: Date,
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<ProfileRow, 'companyId' | 'updatedAt'>>;
  await db.transaction(async (tx) => {
    await tx
      .insert(companyProfiles)
      .values({ ...EMPTY_PROFILE, ...changes, companyId, updatedAt: now })
      .onConflictDoUpdate({
        target: companyProfiles.companyId,
        set: { ...changes, updatedAt: now },
      });
    if (changes.city) {
      await tx.update(companies).set({ city: changes.city }).where(eq(companies.id, companyId));
    }
  });
}

export async function firmTypeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: firmTypes.id }).from(firmTypes).where(eq(firmTypes.id, id));
  return row !== undefined;
}

export async function revenueBandExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: revenueBands.id })
    .from(revenueBands)
    .where(eq(revenueBands.id, id));
  return row !== undefined;
}
