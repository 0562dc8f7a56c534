import { DAY_MS } from '@club/contract/india-time';
import { isGstVerified } from '@club/contract/gstin';
import { classifyMemberKind } from '@club/contract/companies';
import {
  LEAD_MESSAGES,
  type Lead,
  type LeadBusiness,
  type LeadState,
  type LeadAlerts,
  type leadCreateBodySchema,
  type leadsListQuerySchema,
} from '@club/contract/leads';
import type * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import { forbidden, notFound, validationError } from '../../http/app-error';
import { cursorFrom, toPage, type Page } from '../../lib/cursor-pagination';
import { isForeignKeyViolation } from '../../lib/unique-violation';
import type { Member } from '../../platform/access/require-member';
import { runSoon } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { holdUploads } from '../../platform/upload-store/repository';
import { acceptUploadedImages } from '../../platform/upload-store/service';
import { UPLOAD_MESSAGES } from '../../platform/upload-store/upload-rules';
import {
  followedSubcategories,
  knownSubcategories,
  queueLeadAlerts,
  replaceFollows,
} from './alerts';
import {
  deleteLead,
  findLead,
  keysInUse,
  leadOwner,
  listLeadsAfter,
  listRespondedLeadsAfter,
  listSavedLeadsAfter,
  posterOf,
  registeredCategoryOf,
  saveLead,
  storeLead,
  unsaveLead,
  type LeadImageRow,
  type LeadRow,
} from './repository';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';

function toLeads(ctx: AppContext, rows: LeadRow[], viewerCompanyId: string | null): Lead[] {
  return rows.map((row) => toLead(ctx, row, viewerCompanyId));
}

function toLead(ctx: AppContext, row: LeadRow, viewerCompanyId: string | null): Lead {
  const storage = ctx.adapters.storage;
  return {
    id: row.id,
    title: row.title,
    brief: row.brief,
    description: row.description,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    location: row.location,
    // Every reader is an active member: the contact details are what membership buys.
    email: row.email,
    phone: row.phone,
    images: row.images.map((image: LeadImageRow) => ({
      objectKey: image.objectKey,
      sortOrder: image.sortOrder,
      url: storage.publicUrl(image.objectKey),
    })),
    companyId: row.companyId,
    company: {
      id: row.companyId,
      name: row.companyName,
      profileImageUrl: row.logoKey ? storage.publicUrl(row.logoKey) : null,
      gstVerified: isGstVerified(row),
    },
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
    type: classifyMemberKind(row.categoryName),
    createdAt: row.createdAt.toISOString(),
    isSaved: row.isSaved,
    state: stateOf(row, ctx.clock.now()),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    responseCount: row.responseCount,
    business: businessFor(row, viewerCompanyId),
  };
}

/** A lead still open past its expiry reads as expired: nothing has to run for it to leave Browse. */
function stateOf(row: Pick<LeadRow, 'status' | 'expiresAt'>, now: Date): LeadState {
  if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** A won lead's business, for the two companies it is about; others see none. */
function businessFor(row: LeadRow, viewerCompanyId: string | null): LeadBusiness | null {
  if (
    row.status !== 'won' ||
    row.orderValue === null ||
    row.businessConfirmation === null ||
    viewerCompanyId === null ||
    (viewerCompanyId !== row.companyId && viewerCompanyId !== row.winnerCompanyId)
  ) {
    return null;
  }
  return {
    winner: { id: row.winnerCompanyId ?? '', name: row.winnerName ?? 'A former member' },
    orderValue: row.orderValue,
    confirmation: row.businessConfirmation,
    answeredAt: row.businessAnsweredAt ? row.businessAnsweredAt.toISOString() : null,
  };
}

async function pageOfLeads<Row extends LeadRow>(
  ctx: AppContext,
  viewer: Member,
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => { createdAt: Date; id: string },
): Promise<Page<Lead>> {
  const page = toPage(
    rows.map((row) => ({ ...positionOf(row), row })),
    limit,
    (entry) => entry.row,
  );
  return { items: toLeads(ctx, page.items, viewer.companyId), nextCursor: page.nextCursor };
}

export async function browseLeads(
  ctx: AppContext,
  viewer: Member,
  query: z.infer<typeof leadsListQuerySchema>,
): Promise<Page<Lead>> {
  const rows = await listLeadsAfter(
    ctx.db,
    {
      q: query.q,
      categoryId: query.categoryId,
      subcategoryId: query.subcategoryId,
      openAt: ctx.clock.now(),
    },
    viewer.companyId,
    cursorFrom(query.cursor),
    query.limit,
  );
  return pageOfLeads(ctx, viewer, rows, query.limit, (row) => row);
}

export async function companyLeads(
  ctx: AppContext,
  viewer: Member,
  companyId: string,
  limit: number,
): Promise<{ items: Lead[] }> {
  // A company sees all its leads with their state (My Leads); others only its open ones.
  const openOnly = companyId === viewer.companyId ? undefined : ctx.clock.now();
  const rows = await listLeadsAfter(
    ctx.db,
    { companyId, openAt: openOnly },
    viewer.companyId,
    null,
    limit,
  );
  return { items: toLeads(ctx, rows.slice(0, limit), viewer.companyId) };
}

export async function savedLeads(
  ctx: AppContext,
  viewer: Member,
  query: { cursor?: string; limit: number },
): Promise<Page<Lead>> {
  const rows = await listSavedLeadsAfter(
    ctx.db,
    viewer.companyId,
    cursorFrom(query.cursor),
    query.limit,
  );
  return pageOfLeads(ctx, viewer, rows, query.limit, (row) => ({
    createdAt: row.linkedOn,
    id: row.id,
  }));
}

/**
 * The Responses tab: the leads the company responded to or won, most recent
 * first (by its response, or by the close of a lead it won without responding).
 */
export async function respondedLeads(
  ctx: AppContext,
  viewer: Member,
  query: { cursor?: string; limit: number },
): Promise<Page<Lead>> {
  const rows = await listRespondedLeadsAfter(
    ctx.db,
    viewer.companyId,
    cursorFrom(query.cursor),
    query.limit,
  );
  return pageOfLeads(ctx, viewer, rows, query.limit, (row) => ({
    createdAt: row.linkedOn,
    id: row.id,
  }));
}

export async function oneLead(ctx: AppContext, viewer: Member, id: string): Promise<Lead> {
  const row = await findLead(ctx.db, id, viewer.companyId);
  if (!row) throw notFound(LEAD_MESSAGES.notFound);
  const [lead] = toLeads(ctx, [row], viewer.companyId);
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  return lead;
}

/**
 * The member's own company (the one its membership is for) as a new lead
 * needs it: registered category and subcategory, names and logo.
 */
async function ownCompany(ctx: AppContext, member: Member) {
  const company = await posterOf(ctx.db, member.companyId);
  if (!company || company.ownerUserId !== member.userId) {
    throw forbidden(LEAD_MESSAGES.notYourCompany);
  }
  return company;
}

/**
 * Posts a lead for the caller's own company, in its registered category and
 * subcategory, with 1 to 3 images this company uploaded for leads and that no
 * other lead uses. New followers of the subcategory get it in their next digest.
 */
export async function createLead(
  ctx: AppContext,
  member: Member,
  body: z.infer<typeof leadCreateBodySchema>,
): Promise<Lead> {
  const company = await ownCompany(ctx, member);
  const { categoryId, subcategoryId, categoryName, subcategoryName } = company;
  if (
    subcategoryId === null ||
    subcategoryName === null ||
    categoryName === null ||
    company.subcategoryCategoryId !== categoryId
  ) {
    throw validationError('subcategoryId', LEAD_MESSAGES.noSubcategory);
  }
  const keys = body.images.map((image) => image.objectKey);
  const orders = body.images.map((image) => image.sortOrder);
  if (new Set(keys).size !== keys.length || new Set(orders).size !== orders.length) {
    throw validationError('images', LEAD_MESSAGES.imageRepeated);
  }
  await acceptUploadedImages(ctx, {
    field: (index) => `images.${index}.objectKey`,
    objectKeys: keys,
    purpose: 'lead-image',
    userId: member.userId,
    companyId: member.companyId,
  });
  const images = [...body.images].sort((a, b) => a.sortOrder - b.sortOrder);
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    if ((await keysInUse(tx, keys)).length > 0) {
      throw validationError('images', LEAD_MESSAGES.imageTaken);
    }
    // The clean-up of unused uploads leaves them alone until the lead uses them.
    if (!(await holdUploads(tx, keys))) {
      throw validationError('images', UPLOAD_MESSAGES.notIssued);
    }
    const lead = await storeLead(
      tx,
      {
        companyId: member.companyId,
        title: body.title,
        brief: body.brief ? body.brief : null,
        description: body.description,
        categoryId,
        subcategoryId,
        location: body.location,
        email: body.email,
        phone: body.phone,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ctx.config.leadExpiryDays * DAY_MS),
      },
      images,
    );
    const alerted = await queueLeadAlerts(
      tx,
      { id: lead.id, subcategoryId, companyId: member.companyId },
      now,
      lifecycleSettings(ctx.config),
    );
    return { lead, alerted };
  });
  // Followers hear of it at the next digest run, asked for now instead of at the next minute.
  if (stored.alerted > 0) runSoon(ctx.jobs, QUEUES.leadAlertDigests);
  // The answer is built from what was written, not read back.
  return toLead(
    ctx,
    {
      ...stored.lead,
      categoryId,
      subcategoryId,
      companyName: company.companyName,
      logoKey: company.logoKey,
      gstNumber: company.gstNumber,
      stateName: company.stateName,
      pan: company.pan,
      categoryName,
      subcategoryName,
      isSaved: false,
      winnerName: null,
      respondedAt: null,
      responseCount: 0,
      images,
    },
    member.companyId,
  );
}

/** Only the lead's own company deletes it; its files go in the background. */
export async function removeLead(ctx: AppContext, member: Member, id: string): Promise<void> {
  const owner = await leadOwner(ctx.db, id);
  if (!owner) throw notFound(LEAD_MESSAGES.notFound);
  const company = await registeredCategoryOf(ctx.db, owner.companyId);
  if (!company || company.ownerUserId !== member.userId) {
    throw forbidden(LEAD_MESSAGES.notYourCompany);
  }
  const deleted = await ctx.db.transaction((tx) => deleteLead(tx, id, ctx.clock.now()));
  if (!deleted) throw notFound(LEAD_MESSAGES.notFound);
}

/** Saving is idempotent: saving a saved lead (or unsaving an unsaved one) changes nothing. */
export async function setSaved(
  ctx: AppContext,
  member: Member,
  leadId: string,
  body: { action: 'save' | 'unsave' },
): Promise<{ saved: boolean }> {
  const saving = body.action === 'save';
  let found: boolean;
  try {
    found = saving
      ? await saveLead(ctx.db, member.companyId, leadId, ctx.clock.now())
      : await unsaveLead(ctx.db, member.companyId, leadId);
  } catch (error) {
    // The lead was deleted between the statement's look-up and its insert.
    if (isForeignKeyViolation(error)) throw notFound(LEAD_MESSAGES.notFound);
    throw error;
  }
  if (!found) throw notFound(LEAD_MESSAGES.notFound);
  return { saved: saving };
}

export async function leadAlertsOf(
  ctx: AppContext,
  member: Member,
  digestEveryMinutes: number,
): Promise<LeadAlerts> {
  return {
    subcategoryIds: await followedSubcategories(ctx.db, member.userId),
    digestEveryMinutes,
  };
}

export async function setLeadAlerts(
  ctx: AppContext,
  member: Member,
  subcategoryIds: number[],
  digestEveryMinutes: number,
): Promise<LeadAlerts> {
  const wanted = [...new Set(subcategoryIds)];
  const known = await knownSubcategories(ctx.db, wanted);
  if (known.length !== wanted.length) {
    throw validationError('subcategoryIds', LEAD_MESSAGES.unknownSubcategory);
  }
  await ctx.db.transaction((tx) => replaceFollows(tx, member.userId, wanted, ctx.clock.now()));
  return leadAlertsOf(ctx, member, digestEveryMinutes);
}
