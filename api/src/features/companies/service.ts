import {
  classifyMemberKind,
  type CompanyProfile,
  type CompanyProfileUpdateBody,
  MEET_THE_MEMBERS_ONLY_MESSAGE,
  type MemberCompany,
  type MemberCompanyPage,
  type PublicMember,
} from '@club/contract/companies';
import { isGstVerified, panOfGstinProblem } from '@club/contract/gstin';
import type { Membership } from '@club/contract/user';
import type { AppContext } from '../../app-context';
import { notFound, validationError } from '../../http/app-error';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import {
  firstCompanyIdOf,
  membershipsByCompany,
} from '../../platform/membership-lifecycle/repository';
import { holdUploads } from '../../platform/upload-store/repository';
import { acceptUploadedImage } from '../../platform/upload-store/service';
import { UPLOAD_MESSAGES } from '../../platform/upload-store/upload-rules';
import {
  countDirectory,
  findListedCompany,
  listDirectoryPage,
  listMemberLocations,
  type DirectoryAt,
  type DirectoryFilters,
  type DirectoryRow,
} from './directory-repository';
import {
  firmTypeExists,
  loadCompanyProfile,
  revenueBandExists,
  updateCompanyProfile,
} from './profile-repository';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';

export const COMPANY_MESSAGES = {
  membersOnly: MEET_THE_MEMBERS_ONLY_MESSAGE,
  noCompany: 'You have no registered company yet.',
  notFound: 'This member company does not exist or is not listed.',
  unknownFirmType: 'Choose a firm type from the list',
  unknownRevenueBand: 'Choose a revenue band from the list',
} as const;

/** Now, and the lifecycle rules that decide which companies are members (listed) now. */
function directoryAt(ctx: AppContext): DirectoryAt {
  return { now: ctx.clock.now(), settings: lifecycleSettings(ctx.config) };
}

interface PageRequest {
  cursor?: string;
  limit: number;
}

async function pageOf<Item>(
  ctx: AppContext,
  filters: DirectoryFilters,
  request: PageRequest,
  toItem: (row: DirectoryRow, memberships: Membership[]) => Item,
) {
  const position = cursorFrom(request.cursor);
  const filtered = Boolean(
    filters.q?.trim() || filters.country || filters.stateId !== undefined || filters.city,
  );
  const at = directoryAt(ctx);
  const [rows, counts, everyone] = await Promise.all([
    listDirectoryPage(ctx.db, at, filters, position, request.limit),
    countDirectory(ctx.db, at, filters),
    // The counters show the club's totals whatever the filters: without a filter they are the counts.
    filtered ? countDirectory(ctx.db, at, { publicOnly: filters.publicOnly }) : null,
  ]);
  const totals = everyone ?? counts;
  const memberships = await membershipsByCompany(
    ctx.db,
    rows.map((row) => row.id),
    at.now,
    at.settings,
  );
  const page = toPage(rows, request.limit, (row) => toItem(row, memberships.get(row.id) ?? []));
  return { ...page, counts, totals };
}

/** A company that has not filled in its profile yet. */
const NO_PROFILE: Omit<NonNullable<DirectoryRow['profile']>, 'companyId'> = {
  website: null,
  brief: null,
  primaryEmail: null,
  primaryPhone: null,
  skilledEmployees: null,
  unskilledEmployees: null,
  isoCertified: null,
  coreProducts: [],
  clients: [],
  about: null,
  profileImageKey: null,
};

function logoUrl(ctx: AppContext, key: string | null | undefined): string | null {
  return key ? ctx.adapters.storage.publicUrl(key) : null;
}

/** Our Members (public): the listed companies, their counts, and where members are. */
export async function listPublicMembers(ctx: AppContext, query: DirectoryFilters & PageRequest) {
  const filters: DirectoryFilters = { ...query, searchCities: true, publicOnly: true };
  const [page, locations] = await Promise.all([
    pageOf(ctx, filters, query, (row, memberships) => publicMember(ctx, row, memberships)),
    listMemberLocations(ctx.db, directoryAt(ctx), true),
  ]);
  const matching = query.type
    ? page.counts[query.type === 'producer' ? 'producers' : 'providers']
    : page.counts.total;
  return { ...page, matching, locations };
}

function contactNumber(row: DirectoryRow): string {
  return `${row.countryCode} ${row.companyMobile}`;
}

/** Meet the Members: the listed companies with their contact details (members' route). */
export async function listMemberDirectory(
  ctx: AppContext,
  query: Pick<DirectoryFilters, 'q' | 'type'> & PageRequest,
) {
  const filters: DirectoryFilters = { q: query.q, type: query.type, searchOwners: true };
  return pageOf(ctx, filters, query, (row, memberships): MemberCompany => {
    const active = memberships.find((membership) => membership.isActive);
    const profile = row.profile ?? NO_PROFILE;
    return {
      id: row.id,
      name: row.name,
      ownerName: row.ownerName,
      category: row.categoryName,
      subcategory: row.subcategoryName,
      email: row.companyEmail,
      contactNumber: contactNumber(row),
      primaryEmail: profile.primaryEmail,
      primaryPhone: profile.primaryPhone,
      state: row.stateName,
      address: row.billingAddress,
      city: row.city,
      website: profile.website,
      brief: profile.brief,
      clients: profile.clients,
      coreProducts: profile.coreProducts,
      about: profile.about,
      revenueBandLabel: row.revenueBandLabel,
      skilledEmployees: profile.skilledEmployees,
      unskilledEmployees: profile.unskilledEmployees,
      isoCertified: profile.isoCertified,
      profileImageUrl: logoUrl(ctx, profile.profileImageKey),
      membership: active ? { name: active.membershipType.name } : null,
      type: classifyMemberKind(row.categoryName),
      gstVerified: isGstVerified(row),
    };
  });
}

function publicMember(ctx: AppContext, row: DirectoryRow, memberships: Membership[]): PublicMember {
  // Active memberships come first.
  const latest = memberships[0];
  return {
    id: row.id,
    name: row.name,
    category: row.categoryName,
    subcategory: row.subcategoryName,
    state: row.stateName,
    country: row.country,
    city: row.city,
    profileImageUrl: logoUrl(ctx, row.profile?.profileImageKey),
    membershipType: latest?.membershipType.name ?? null,
    isActive: latest?.isActive ?? false,
    type: classifyMemberKind(row.categoryName),
    gstVerified: isGstVerified(row),
  };
}

/**
 * A listed member company's page: for everyone what the public directory
 * shows plus its brief, products and clients; for active members also its
 * contacts. Never the PAN. A company that is not listed (for visitors: not
 * listed publicly) does not exist here.
 */
export async function getMemberCompanyPage(
  ctx: AppContext,
  viewer: 'visitor' | 'member',
  companyId: string,
): Promise<MemberCompanyPage> {
  // Visitors see only companies whose owner consented to the public directory.
  const at = directoryAt(ctx);
  const row = await findListedCompany(ctx.db, at, companyId, viewer === 'visitor');
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  const memberships = await membershipsByCompany(ctx.db, [row.id], at.now, at.settings);
  const profile = row.profile ?? NO_PROFILE;
  const page: MemberCompanyPage = {
    ...publicMember(ctx, row, memberships.get(row.id) ?? []),
    brief: profile.brief,
    coreProducts: profile.coreProducts,
    clients: profile.clients,
  };
  if (viewer === 'visitor') return page;
  return {
    ...page,
    contacts: {
      ownerName: row.ownerName,
      email: row.companyEmail,
      contactNumber: contactNumber(row),
      primaryEmail: profile.primaryEmail,
      primaryPhone: profile.primaryPhone,
      website: profile.website,
    },
  };
}

async function ownCompanyId(ctx: AppContext, userId: string): Promise<string> {
  const companyId = await firstCompanyIdOf(ctx.db, userId);
  if (!companyId) throw notFound(COMPANY_MESSAGES.noCompany);
  return companyId;
}

/** The profile of the caller's first company. */
export async function getOwnProfile(ctx: AppContext, userId: string): Promise<CompanyProfile> {
  const companyId = await ownCompanyId(ctx, userId);
  const profile = await loadCompanyProfile(ctx.db, ctx.adapters.storage, companyId, {
    now: ctx.clock.now(),
    settings: lifecycleSettings(ctx.config),
    withPan: true,
  });
  if (!profile) throw notFound(COMPANY_MESSAGES.noCompany);
  return profile;
}

/**
 * Saves the fields present in the update to the caller's first company. A new
 * logo must be an upload issued to this caller for this company, and stored.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  userId: string,
  update: CompanyProfileUpdateBody,
): Promise<CompanyProfile> {
  const companyId = await ownCompanyId(ctx, userId);
  if (update.firmTypeId !== undefined && !(await firmTypeExists(ctx.db, update.firmTypeId))) {
    throw validationError('firmTypeId', COMPANY_MESSAGES.unknownFirmType);
  }
  if (
    update.revenueBandId !== undefined &&
    !(await revenueBandExists(ctx.db, update.revenueBandId))
  ) {
    throw validationError('revenueBandId', COMPANY_MESSAGES.unknownRevenueBand);
  }
  const current =
    update.pan !== undefined || update.profileImageKey !== undefined
      ? await getOwnProfile(ctx, userId)
      : null;
  // The PAN of a company with a GSTIN is the one inside it (the GSTIN is registration data).
  const panProblem = current ? panOfGstinProblem(current.company.gstNumber, update.pan) : null;
  if (panProblem) throw validationError('pan', panProblem);
  let newLogo: string | null = null;
  if (current && update.profileImageKey !== undefined) {
    if (update.profileImageKey !== current.profileImageKey) {
      await acceptUploadedImage(ctx, {
        field: 'profileImageKey',
        objectKey: update.profileImageKey,
        purpose: 'company-logo',
        userId,
        companyId,
      });
      newLogo = update.profileImageKey;
    }
  }
  await ctx.db.transaction(async (tx) => {
    // The clean-up of unused uploads leaves a new logo alone until the profile uses it.
    if (newLogo && !(await holdUploads(tx, [newLogo]))) {
      throw validationError('profileImageKey', UPLOAD_MESSAGES.notIssued);
    }
    await updateCompanyProfile(tx, companyId, update, ctx.clock.now());
  });
  return getOwnProfile(ctx, userId);
}
