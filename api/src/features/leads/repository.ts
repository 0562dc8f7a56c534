import type { BusinessTotal } from '@club/contract/business-total';
import type { LeadCloseBody } from '@club/contract/leads';
import { DEFAULT_LOCALE, type Locale } from '@club/contract/locales';
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { companies, companyProfiles } from '../../db/schema/companies';
import { leadImages, leadResponses, leads, savedLeads } from '../../db/schema/leads';
import { categories, states, subcategories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../lib/contains-pattern';
import { literalLimit, named, prepared } from '../../db/named-statement';
import { queueFileDeletions } from '../../platform/storage-cleanup/repository';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
  type KeysetColumns,
  type PositionSlots,
} from '../../lib/cursor-pagination';

export interface LeadFilters {
  q?: string;
  categoryId?: number;
  subcategoryId?: number;
  companyId?: string;
  /** Only leads open at this time: not closed and not expired (Browse, other companies' leads). */
  openAt?: Date;
}

/**
 * The filters as a statement takes them: each a value, or the placeholder it
 * is passed by (for `q`, the placeholder of its `containsPattern`).
 */
type FilterSlots = { [K in keyof LeadFilters]?: LeadFilters[K] | Placeholder };

/** The viewing company (null: none), or the placeholder its id is passed by. */
type Viewer = string | Placeholder | null;

const subcategory = alias(subcategories, 'lead_subcategory');
const winner = alias(companies, 'lead_winner');

/** An open lead at `now`: not closed, not past its expiry. */
export function openAt(now: Date | Placeholder): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`(${leads.status} = 'open' and ${leads.expiresAt} > ${at}::timestamptz)`;
}

/** When the viewing company responded to the lead, or null. */
function respondedAtBy(viewerCompanyId: Viewer): SQL<Date | null> {
  if (!viewerCompanyId) return sql<Date | null>`null::timestamptz`;
  return sql<Date | null>`(select ${leadResponses.createdAt} from ${leadResponses} where ${leadResponses.leadId} = ${leads.id} and ${leadResponses.companyId} = ${viewerCompanyId})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
}

/** How many companies responded: counted for the poster only (0 for other viewers). */
function responseCountFor(viewerCompanyId: Viewer): SQL<number> {
  if (!viewerCompanyId) return sql<number>`0`;
  return sql<number>`(case when ${leads.companyId} = ${viewerCompanyId} then (select count(*) from ${leadResponses} where ${leadResponses.leadId} = ${leads.id}) else 0 end)::int`.mapWith(
    Number,
  );
}

/** Whether the viewing company saved the lead (false when it has no company). */
function savedBy(viewerCompanyId: Viewer): SQL<boolean> {
  if (!viewerCompanyId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${savedLeads} where ${savedLeads.leadId} = ${leads.id} and ${savedLeads.companyId} = ${viewerCompanyId})`;
}

export interface LeadImageRow {
  objectKey: string;
  sortOrder: number;
}

/**
 * The lead's images in their order, as a JSON array read in the lead's own
 * statement: a list of leads is one round trip to the database, not two.
 */
const imagesOfLead = sql<
  LeadImageRow[]
>`(select coalesce(json_agg(json_build_object('objectKey', ${leadImages.objectKey}, 'sortOrder', ${leadImages.sortOrder}) order by ${leadImages.sortOrder}), '[]'::json) from ${leadImages} where ${leadImages.leadId} = ${leads.id})`.mapWith(
  // node-postgres and PGlite parse json; a driver that did not would hand over its text.
  (value: string | LeadImageRow[]): LeadImageRow[] =>
    typeof value === 'string' ? (JSON.parse(value) as LeadImageRow[]) : value,
);

/** What the poster's "GST verified" badge is computed from (never answered as such). */
const gstFields = {
  gstNumber: companies.gstNumber,
  stateName: states.name,
  pan: companyProfiles.pan,
};

function leadColumns(viewerCompanyId: Viewer) {
  return {
    id: leads.id,
    title: leads.title,
    brief: leads.brief,
    description: leads.description,
    categoryId: leads.categoryId,
    subcategoryId: leads.subcategoryId,
    location: leads.location,
    email: leads.email,
    phone: leads.phone,
    companyId: leads.companyId,
    createdAt: leads.createdAt,
    companyName: companies.name,
    logoKey: companyProfiles.profileImageKey,
    ...gstFields,
    categoryName: categories.name,
    subcategoryName: subcategory.name,
    isSaved: savedBy(viewerCompanyId),
    status: leads.status,
    expiresAt: leads.expiresAt,
    closedAt: leads.closedAt,
    winnerCompanyId: leads.winnerCompanyId,
    winnerName: winner.name,
    orderValue: leads.orderValue,
    businessConfirmation: leads.businessConfirmation,
    businessAnsweredAt: leads.businessAnsweredAt,
    respondedAt: respondedAtBy(viewerCompanyId),
    responseCount: responseCountFor(viewerCompanyId),
    images: imagesOfLead,
  };
}

/**
 * The lead, its images, company, category and subcategory, and `extra`
 * columns. `source` is the leads table, or a page
 * of it (`leadsPage`, `linkedLeadsPage`) named like it, so the columns above
 * read from the page.
 */
function selectLeads<Extra extends Record<string, SQL> = Record<never, never>>(
  db: Database,
  viewerCompanyId: Viewer,
  source: typeof leads | LeadsPage | LinkedLeadsPage = leads,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...leadColumns(viewerCompanyId), ...extra })
    .from(source)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, leads.companyId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .innerJoin(categories, eq(categories.id, leads.categoryId))
    .innerJoin(subcategory, eq(subcategory.id, leads.subcategoryId))
    .leftJoin(winner, eq(winner.id, leads.winnerCompanyId));
}

export type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

/** Title, brief and description in one text: what `q` searches. */
const searchableText = sql`(${leads.title} || ' ' || coalesce(${leads.brief}, '') || ' ' || ${leads.description})`;

function filterConditions(filters: FilterSlots): SQL[] {
  const conditions: SQL[] = [];
  if (filters.companyId) conditions.push(eq(leads.companyId, filters.companyId));
  if (filters.openAt) conditions.push(openAt(filters.openAt));
  if (filters.categoryId !== undefined) conditions.push(eq(leads.categoryId, filters.categoryId));
  if (filters.subcategoryId !== undefined) {
    conditions.push(eq(leads.subcategoryId, filters.subcategoryId));
  }
  const q = typeof filters.q === 'string' ? filters.q.trim() : filters.q;
  if (q) {
    // The same expression as the trigram index `leads_search_trgm_idx`, so the index serves it.
    conditions.push(ilike(searchableText, typeof q === 'string' ? containsPattern(q) : q));
  }
  return conditions;
}

/**
 * The rows of `leads` on a page after the position, newest first, as a
 * subquery named `leads`. The page is found before anything is joined: with
 * the six joined tables in the same query, PostgreSQL spent 10-30 ms choosing
 * a join order for a page it then read in under a millisecond; joining them to
 * the page's few rows leaves it nothing to choose.
 */
function leadsPage(
  db: Database,
  filters: FilterSlots,
  position: CursorPosition | PositionSlots | null,
  limit: number,
) {
  return db
    .select()
    .from(leads)
    .where(and(...filterConditions(filters), afterPosition(leads, position)))
    .orderBy(...newestFirst(leads))
    .limit(literalLimit(rowsForPage(limit)))
    .as('leads');
}

type LeadsPage = ReturnType<typeof leadsPage>;

/** The query of a page of leads after the position, newest first (its plan is tested). */
export function leadsPageQuery(
  db: Database,
  filters: FilterSlots,
  viewerCompanyId: Viewer,
  position: CursorPosition | PositionSlots | null,
  limit: number,
) {
  return selectLeads(db, viewerCompanyId, leadsPage(db, filters, position, limit)).orderBy(
    ...newestFirst(leads),
  );
}

/** A page of leads after the position, newest first. */
export function listLeadsAfter(
  db: Database,
  filters: LeadFilters,
  viewerCompanyId: string | null,
  position: CursorPosition | null,
  limit: number,
): Promise<LeadRow[]> {
  const q = filters.q?.trim();
  const values = {
    companyId: filters.companyId,
    openAt: filters.openAt?.toISOString(),
    categoryId: filters.categoryId,
    subcategoryId: filters.subcategoryId,
    q: q ? containsPattern(q) : undefined,
    viewer: viewerCompanyId,
    afterCreatedAt: position?.createdAt.toISOString(),
    afterId: position?.id,
  };
  return prepared(db, 'leads_page', values, String(limit), (slot) =>
    leadsPageQuery(
      db,
      {
        companyId: slot.companyId,
        openAt: slot.openAt,
        categoryId: slot.categoryId,
        subcategoryId: slot.subcategoryId,
        q: slot.q,
      },
      slot.viewer ?? null,
      slot.afterCreatedAt && slot.afterId
        ? { createdAt: slot.afterCreatedAt, id: slot.afterId }
        : null,
      limit,
    ),
  ).execute(values);
}

export async function findLead(
  db: Database,
  id: string,
  viewerCompanyId: string | null,
): Promise<LeadRow | null> {
  const [row] = await named(
    'lead_by_id',
    selectLeads(db, viewerCompanyId).where(eq(leads.id, id)).limit(literalLimit(1)),
  ).execute();
  return row ?? null;
}

/**
 * Up to a page of a company's links to leads from one table (a save, a
 * response, a win), newest first: the lead's id and the link's time, read in
 * the order of the index on (company, time, lead) and stopped after a page.
 */
function linksPage(
  db: Database,
  table: PgTable,
  link: KeysetColumns,
  conditions: (SQL | undefined)[],
  position: CursorPosition | null,
  limit: number,
) {
  return db
    .select({
      leadId: sql<string>`${link.id}`.as('linked_lead_id'),
      linkedOn: sql<Date>`${link.createdAt}`.as('linked_on'),
    })
    .from(table)
    .where(and(...conditions, afterPosition(link, position)))
    .orderBy(...newestFirst(link))
    .limit(rowsForPage(limit));
}

type LinksPage = ReturnType<typeof linksPage>;

type LinkedLeadsPage = ReturnType<typeof linkedLeadsPage>;

/**
 * The leads of a page of links (`linksPage`, or a union of them) with the
 * links' times, as a subquery named `leads` (see `leadsPage`): the page's
 * leads are found before the other tables are joined.
 */
function linkedLeadsPage(db: Database, links: ReturnType<LinksPage['as']>, limit: number) {
  return db
    .select({ ...getTableColumns(leads), linkedOn: links.linkedOn })
    .from(links)
    .innerJoin(leads, eq(leads.id, links.leadId))
    .orderBy(desc(links.linkedOn), desc(links.leadId))
    .limit(literalLimit(rowsForPage(limit)))
    .as('leads');
}

/** The leads of a page of links (`linksPage`, or a union of them), in the links' order. */
function linkedLeadsQuery(
  db: Database,
  viewerCompanyId: string,
  links: ReturnType<LinksPage['as']>,
  limit: number,
) {
  const page = linkedLeadsPage(db, links, limit);
  const linkedOn = sql<Date>`${page.linkedOn}`.mapWith((value: string | Date) => new Date(value));
  return selectLeads(db, viewerCompanyId, page, { linkedOn }).orderBy(
    desc(page.linkedOn),
    desc(leads.id),
  );
}

/** A lead with the time of the company's link to it (saved, responded, won). */
export type LinkedLeadRow = LeadRow & { linkedOn: Date };

/** The company's saved leads after the position, most recently saved first. */
export function savedLeadsPageQuery(
  db: Database,
  companyId: string,
  position: CursorPosition | null,
  limit: number,
) {
  const saved = linksPage(
    db,
    savedLeads,
    { createdAt: savedLeads.createdAt, id: savedLeads.leadId },
    [eq(savedLeads.companyId, companyId)],
    position,
    limit,
  );
  return linkedLeadsQuery(db, companyId, saved.as('links'), limit);
}

export function listSavedLeadsAfter(
  db: Database,
  companyId: string,
  position: CursorPosition | null,
  limit: number,
): Promise<LinkedLeadRow[]> {
  return named('saved_leads_page', savedLeadsPageQuery(db, companyId, position, limit)).execute();
}

/**
 * The query of the company's leads in the Responses tab after the position:
 * those it responded to, by when it responded, and those it was named the
 * winner of without having responded, by when the lead was closed; most
 * recent first. Each half reads its own index in order and stops after a page
 * (`lead_responses_company_created_idx`, `leads_winner_closed_idx`); the page
 * is the newest of the two halves (its plan is tested).
 */
export function respondedLeadsPageQuery(
  db: Database,
  companyId: string,
  position: CursorPosition | null,
  limit: number,
) {
  const responded = linksPage(
    db,
    leadResponses,
    { createdAt: leadResponses.createdAt, id: leadResponses.leadId },
    [eq(leadResponses.companyId, companyId)],
    position,
    limit,
  );
  const wonWithoutResponse = linksPage(
    db,
    leads,
    { createdAt: leads.closedAt, id: leads.id },
    [
      eq(leads.winnerCompanyId, companyId),
      eq(leads.status, 'won'),
      sql`not exists (select 1 from ${leadResponses} where ${leadResponses.leadId} = ${leads.id} and ${leadResponses.companyId} = ${companyId})`,
    ],
    position,
    limit,
  );
  return linkedLeadsQuery(db, companyId, responded.unionAll(wonWithoutResponse).as('links'), limit);
}

/** The company's leads in the Responses tab after the position (`respondedLeadsPageQuery`). */
export function listRespondedLeadsAfter(
  db: Database,
  companyId: string,
  position: CursorPosition | null,
  limit: number,
): Promise<LinkedLeadRow[]> {
  return named(
    'responded_leads_page',
    respondedLeadsPageQuery(db, companyId, position, limit),
  ).execute();
}

/** Which of the keys some lead already uses. */
export async function keysInUse(db: Database, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ objectKey: leadImages.objectKey })
    .from(leadImages)
    .where(inArray(leadImages.objectKey, [...keys]));
  return rows.map((row) => row.objectKey);
}

/** Stores the lead and its images; returns the lead's id. */
export async function insertLead(
  db: Database,
  lead: typeof leads.$inferInsert,
  images: { objectKey: string; sortOrder: number }[],
): Promise<string> {
  return (await storeLead(db, lead, images)).id;
}

/** Stores the lead and its images; returns the stored lead's row. */
export async function storeLead(
  db: Database,
  lead: typeof leads.$inferInsert,
  images: { objectKey: string; sortOrder: number }[],
): Promise<typeof leads.$inferSelect> {
  const [row] = await db.insert(leads).values(lead).returning();
  if (!row) throw new Error('The lead was not stored');
  await db.insert(leadImages).values(images.map((image) => ({ ...image, leadId: row.id })));
  return row;
}

/** Who owns a lead, for the delete rule. */
export async function leadOwner(db: Database, id: string): Promise<{ companyId: string } | null> {
  const [row] = await db
    .select({ companyId: leads.companyId })
    .from(leads)
    .where(eq(leads.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes the lead (its images, saved rows and queued alerts go with it) and
 * queues its files for removal from storage, in the caller's transaction.
 * False when there was no such lead.
 */
export async function deleteLead(db: Database, id: string, now: Date): Promise<boolean> {
  const images = await db
    .select({ objectKey: leadImages.objectKey })
    .from(leadImages)
    .where(eq(leadImages.leadId, id));
  const deleted = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (deleted.length === 0) return false;
  await queueFileDeletions(
    db,
    images.map((image) => image.objectKey),
    now,
  );
  return true;
}

/**
 * The `found` column of a raw statement's one row. Drizzle types a raw
 * statement's result per driver; both drivers answer `{ rows }`.
 */
function foundIn(result: unknown): boolean {
  const { rows } = result as { rows: { found?: unknown }[] };
  return rows[0]?.found === true;
}

/**
 * Saves the lead for the company (saving a saved lead changes nothing); false
 * when there is no such lead. One statement: the lead is looked up and the
 * save written together.
 */
export async function saveLead(
  db: Database,
  companyId: string,
  leadId: string,
  now: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    with lead as (select ${leads.id} as id from ${leads} where ${leads.id} = ${leadId}),
    saved as (
      insert into ${savedLeads} (company_id, lead_id, created_at)
      select ${companyId}, lead.id, ${now.toISOString()}::timestamptz from lead
      on conflict do nothing
    )
    select exists (select 1 from lead) as found`);
  return foundIn(result);
}

/** Unsaves the lead for the company; false when there is no such lead. One statement, as `saveLead`. */
export async function unsaveLead(
  db: Database,
  companyId: string,
  leadId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with lead as (select ${leads.id} as id from ${leads} where ${leads.id} = ${leadId}),
    removed as (
      delete from ${savedLeads}
      where ${savedLeads.companyId} = ${companyId} and ${savedLeads.leadId} in (select id from lead)
    )
    select exists (select 1 from lead) as found`);
  return foundIn(result);
}

/** The company's registered category and subcategory (a lead must use them). */
export async function registeredCategoryOf(db: Database, companyId: string) {
  const [row] = await db
    .select({
      ownerUserId: companies.ownerUserId,
      categoryId: companies.categoryId,
      subcategoryId: companies.subcategoryId,
      subcategoryCategoryId: subcategories.categoryId,
    })
    .from(companies)
    .leftJoin(subcategories, eq(subcategories.id, companies.subcategoryId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/**
 * What a new lead takes from the company posting it: its registered category
 * and subcategory (a lead must use them) and what the lead's answer shows
 * (names, logo), in one statement.
 */
export async function posterOf(db: Database, companyId: string) {
  const [row] = await db
    .select({
      ownerUserId: companies.ownerUserId,
      companyName: companies.name,
      logoKey: companyProfiles.profileImageKey,
      ...gstFields,
      categoryId: companies.categoryId,
      categoryName: categories.name,
      subcategoryId: companies.subcategoryId,
      subcategoryName: subcategories.name,
      subcategoryCategoryId: subcategories.categoryId,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(categories, eq(categories.id, companies.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, companies.subcategoryId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/**
 * The lead's owner and state, where its poster reads e-mail and in which language; null for
 * no such lead.
 */
export async function findLeadFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      title: leads.title,
      companyId: leads.companyId,
      companyName: companies.name,
      ownerUserId: companies.ownerUserId,
      posterEmail: users.email,
      posterLanguage: users.language,
      status: leads.status,
      expiresAt: leads.expiresAt,
      winnerCompanyId: leads.winnerCompanyId,
      businessConfirmation: leads.businessConfirmation,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(leads.id, id))
    .limit(1);
  return row ?? null;
}

export type LeadFacts = NonNullable<Awaited<ReturnType<typeof findLeadFacts>>>;

/** Responses with the responding company and its contact. */
function selectResponses(db: Database) {
  return db
    .select({
      id: leadResponses.id,
      leadId: leadResponses.leadId,
      companyId: leadResponses.companyId,
      companyName: companies.name,
      contactName: users.username,
      contactEmail: users.email,
      contactPhone: companyProfiles.primaryPhone,
      message: leadResponses.message,
      createdAt: leadResponses.createdAt,
    })
    .from(leadResponses)
    .innerJoin(companies, eq(companies.id, leadResponses.companyId))
    .innerJoin(users, eq(users.id, leadResponses.userId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, leadResponses.companyId));
}

export type ResponseRow = Awaited<
  ReturnType<ReturnType<typeof selectResponses>['execute']>
>[number];

/**
 * Stores a company's response to a lead and reads it back with the company
 * and its contact. A second response of the company to the lead breaks the
 * unique index (the caller turns that into a 409).
 */
export async function insertLeadResponse(
  db: Database,
  values: { leadId: string; companyId: string; userId: string; message: string; createdAt: Date },
): Promise<ResponseRow> {
  const [stored] = await db
    .insert(leadResponses)
    .values(values)
    .returning({ id: leadResponses.id });
  if (!stored) throw new Error('The response was not stored');
  const [response] = await selectResponses(db).where(eq(leadResponses.id, stored.id));
  if (!response) throw new Error('The response was not stored');
  return response;
}

/** The responses to a lead, newest first. */
export function responsesOfLead(db: Database, leadId: string): Promise<ResponseRow[]> {
  return selectResponses(db)
    .where(eq(leadResponses.leadId, leadId))
    .orderBy(desc(leadResponses.createdAt), desc(leadResponses.id));
}

/** A company with its owner's e-mail address and language, or null. */
export async function companyWithOwnerEmail(
  db: Database,
  companyId: string,
): Promise<{ id: string; name: string; email: string; language: Locale } | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: users.email,
      language: users.language,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/**
 * Closes the lead with its outcome if it is still open at `now` (a won lead's
 * business then waits for the winner's answer); whether this call closed it.
 */
export async function closeOpenLead(
  db: Database,
  leadId: string,
  body: LeadCloseBody,
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(leads)
    .set({
      status: body.outcome,
      closedAt: now,
      ...(body.outcome === 'won'
        ? {
            winnerCompanyId: body.winnerCompanyId,
            orderValue: body.orderValue,
            businessConfirmation: 'pending' as const,
          }
        : {}),
    })
    .where(and(eq(leads.id, leadId), eq(leads.status, 'open'), gt(leads.expiresAt, now)))
    .returning({ id: leads.id });
  return closed.length > 0;
}

/** Records the winner's answer while the business is still pending; whether this call did. */
export async function answerPendingBusiness(
  db: Database,
  leadId: string,
  winnerCompanyId: string,
  answer: 'confirm' | 'dispute',
  now: Date,
): Promise<boolean> {
  const answered = await db
    .update(leads)
    .set({
      businessConfirmation: answer === 'confirm' ? 'confirmed' : 'disputed',
      businessAnsweredAt: now,
    })
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.status, 'won'),
        eq(leads.winnerCompanyId, winnerCompanyId),
        eq(leads.businessConfirmation, 'pending'),
      ),
    )
    .returning({ id: leads.id });
  return answered.length > 0;
}

/** The club's confirmed business: the order values of won leads whose winner confirmed them. */
export async function confirmedBusiness(db: Database): Promise<BusinessTotal> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${leads.orderValue}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(and(eq(leads.status, 'won'), eq(leads.businessConfirmation, 'confirmed')));
  return { totalRupees: Number(row?.total ?? 0), wonLeads: Number(row?.count ?? 0) };
}

/**
 * Marks as reminded up to `batchSize` open leads that expire after `now` and by
 * `horizon` and were never reminded, and returns them with their poster's
 * e-mail address. Rows another run holds are skipped, and the update only
 * takes leads still unmarked, so each lead is returned to exactly one run.
 */
export async function markExpiryReminders(
  db: Database,
  now: Date,
  horizon: Date,
  batchSize: number,
): Promise<
  {
    id: string;
    title: string;
    expiresAt: Date;
    posterEmail: string | null;
    posterLanguage: Locale;
  }[]
> {
  const due = db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.status, 'open'),
        isNull(leads.expiryRemindedAt),
        gt(leads.expiresAt, now),
        lte(leads.expiresAt, horizon),
      ),
    )
    .orderBy(leads.expiresAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const reminded = await db
    .update(leads)
    .set({ expiryRemindedAt: now })
    .where(and(sql`${leads.id} in (${due})`, isNull(leads.expiryRemindedAt)))
    .returning({
      id: leads.id,
      title: leads.title,
      companyId: leads.companyId,
      expiresAt: leads.expiresAt,
    });
  const withPosters = [];
  for (const lead of reminded) {
    const poster = await companyWithOwnerEmail(db, lead.companyId);
    withPosters.push({
      id: lead.id,
      title: lead.title,
      expiresAt: lead.expiresAt,
      posterEmail: poster?.email ?? null,
      posterLanguage: poster?.language ?? DEFAULT_LOCALE,
    });
  }
  return withPosters;
}
