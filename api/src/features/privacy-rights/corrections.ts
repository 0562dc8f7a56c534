import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_SUBCATEGORY_MISSING,
  PRIVACY_MESSAGES,
  type CorrectionChanges,
  type CorrectionRequest,
  type CorrectionRequestBody,
} from '@club/contract/privacy-rights';
import { gstinProblem } from '@club/contract/gstin';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { correctionRequests } from '../../db/schema/privacy-rights';
import { categories, states, subcategories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { AppError, notFound, validationError } from '../../http/app-error';
import { afterPosition, rowsForPage, type CursorPosition } from '../../lib/cursor-pagination';
import { recordAudit } from '../../platform/audit-trail/repository';
import { enqueueMessage } from '../../platform/outbox/repository';

type CompanyRow = typeof companies.$inferSelect;
type CorrectionRow = typeof correctionRequests.$inferSelect;

/** The company's value of each correctable field, as stored. */
function storedValues(company: CompanyRow): Record<(typeof CORRECTION_FIELDS)[number], unknown> {
  return {
    companyName: company.name,
    categoryId: company.categoryId,
    subcategoryId: company.subcategoryId,
    stateId: company.stateId,
    gstNumber: company.gstNumber,
    billingName: company.billingName,
    billingAddress: company.billingAddress,
  };
}

/** Names of the reference data, for values that read as names. */
async function referenceNames(db: Database) {
  const [categoryRows, subcategoryRows, stateRows] = await Promise.all([
    db.select().from(categories),
    db
      .select({
        id: subcategories.id,
        name: subcategories.name,
        categoryId: subcategories.categoryId,
      })
      .from(subcategories),
    db.select().from(states),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row.name])),
    subcategories: new Map(subcategoryRows.map((row) => [row.id, row])),
    states: new Map(stateRows.map((row) => [row.id, row.name])),
  };
}
type Names = Awaited<ReturnType<typeof referenceNames>>;

function readable(names: Names, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'categoryId') return names.categories.get(Number(value)) ?? String(value);
  if (field === 'subcategoryId')
    return names.subcategories.get(Number(value))?.name ?? String(value);
  if (field === 'stateId') return names.states.get(Number(value)) ?? String(value);
  return String(value);
}

function toCorrection(
  row: CorrectionRow,
  company: CompanyRow,
  names: Names,
  current: Record<string, unknown>,
): CorrectionRequest {
  const changes: Record<string, string | null> = {};
  const before: Record<string, string | null> = {};
  for (const field of CORRECTION_FIELDS) {
    if (!(field in row.changes)) continue;
    changes[field] = readable(names, field, row.changes[field]);
    before[field] = readable(names, field, current[field]);
  }
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: company.name,
    status: row.status,
    changes,
    current: before,
    reason: row.reason,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request's "before" values: those kept with it, else (while open) the company's own. */
interface StoredCorrection extends CorrectionChanges {
  before?: Record<string, unknown>;
}

export async function describeCorrection(db: Database, row: CorrectionRow, company: CompanyRow) {
  const names = await referenceNames(db);
  const kept = (row.changes as StoredCorrection).before;
  return toCorrection(row, company, names, kept ?? storedValues(company));
}

/**
 * Checks the new values against the reference data and each other as the
 * registration does: the subcategory belongs to the category, a GST number
 * to the state. Fields equal to the current value are dropped.
 */
async function checkedChanges(
  db: Database,
  company: CompanyRow,
  changes: CorrectionChanges,
): Promise<CorrectionChanges> {
  const current = storedValues(company);
  const result: Record<string, unknown> = {};
  for (const field of CORRECTION_FIELDS) {
    const value = field === 'gstNumber' && changes.gstNumber === '' ? null : changes[field];
    if (value === undefined) continue;
    if (value === current[field]) continue;
    result[field] = value;
  }
  if (Object.keys(result).length === 0) {
    throw validationError('changes', PRIVACY_MESSAGES.nothingChanged);
  }
  const names = await referenceNames(db);
  // A new category needs a subcategory of its own: the old one belongs to the old category,
  // and leads are posted in the company's subcategory.
  if (result.categoryId !== undefined && result.subcategoryId === undefined) {
    throw validationError('changes.subcategoryId', CORRECTION_SUBCATEGORY_MISSING);
  }
  const categoryId = (result.categoryId as number | undefined) ?? company.categoryId;
  const subcategoryId =
    result.subcategoryId === undefined
      ? company.subcategoryId
      : (result.subcategoryId as number | null);
  const stateId = (result.stateId as number | undefined) ?? company.stateId;
  if (result.categoryId !== undefined && !names.categories.has(categoryId)) {
    throw validationError('changes.categoryId', 'Please choose a category from the list');
  }
  if (subcategoryId !== null && names.subcategories.get(subcategoryId)?.categoryId !== categoryId) {
    throw validationError('changes.subcategoryId', CORRECTION_SUBCATEGORY_MISSING);
  }
  if (result.stateId !== undefined && !names.states.has(result.stateId as number)) {
    throw validationError('changes.stateId', 'Please choose a state from the list');
  }
  const gstNumber = (result.gstNumber as string | null | undefined) ?? company.gstNumber;
  // A GSTIN or state that changes is checked against the other, with the GSTIN's own rules.
  const gstinOrStateChanges = result.gstNumber !== undefined || result.stateId !== undefined;
  if (gstNumber && stateId !== null && gstinOrStateChanges) {
    const problem = gstinProblem(gstNumber, { stateName: names.states.get(stateId) });
    if (problem) throw validationError('changes.gstNumber', problem);
  }
  return result as CorrectionChanges;
}

export async function ownCompany(db: Database, userId: string): Promise<CompanyRow | null> {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return company ?? null;
}

export async function latestCorrection(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(correctionRequests)
    .where(eq(correctionRequests.companyId, companyId))
    .orderBy(desc(correctionRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** A member asks for a correction: one open request per company at a time. */
export async function requestCorrection(
  ctx: AppContext,
  userId: string,
  body: CorrectionRequestBody & { changes: CorrectionChanges; reason: string },
): Promise<CorrectionRequest> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const company = await ownCompany(tx, userId);
    if (!company) throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.noCompany);
    const changes = await checkedChanges(tx, company, body.changes);
    const [open] = await tx
      .select({ id: correctionRequests.id })
      .from(correctionRequests)
      .where(
        and(eq(correctionRequests.companyId, company.id), eq(correctionRequests.status, 'open')),
      )
      .for('update');
    if (open) throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.correctionOpen);
    const [row] = await tx
      .insert(correctionRequests)
      .values({
        companyId: company.id,
        requestedBy: userId,
        changes,
        reason: body.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.correctionOpen);
    return describeCorrection(tx, row, company);
  });
}

export async function listCorrections(
  db: Database,
  status: CorrectionRow['status'],
  position: CursorPosition | null,
  limit: number,
) {
  const keys = { createdAt: correctionRequests.createdAt, id: correctionRequests.id };
  const rows = await db
    .select({ request: correctionRequests, company: companies })
    .from(correctionRequests)
    .innerJoin(companies, eq(companies.id, correctionRequests.companyId))
    .where(and(eq(correctionRequests.status, status), afterPosition(keys, position)))
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id))
    .limit(rowsForPage(limit));
  const names = await referenceNames(db);
  return rows.map(({ request, company }) => ({
    createdAt: request.createdAt,
    id: request.id,
    item: toCorrection(
      request,
      company,
      names,
      (request.changes as StoredCorrection).before ?? storedValues(company),
    ),
  }));
}

/**
 * An admin approves (the new values apply to the company) or refuses a
 * request, with a reason; both go to the audit trail and the member gets an e-mail.
 */
export async function decideCorrection(
  ctx: AppContext,
  adminId: string,
  id: string,
  decision: 'approve' | 'refuse',
  reason: string,
): Promise<CorrectionRequest> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(correctionRequests)
      .where(eq(correctionRequests.id, id))
      .for('update');
    if (!row) throw notFound(PRIVACY_MESSAGES.correctionNotFound);
    if (row.status !== 'open')
      throw new AppError(409, 'CONFLICT', PRIVACY_MESSAGES.correctionDecided);
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, row.companyId))
      .for('update');
    if (!company) throw notFound(PRIVACY_MESSAGES.correctionNotFound);
    const before = storedValues(company);
    let updatedCompany = company;
    if (decision === 'approve') {
      // Checked again: the reference data or the company may have changed since the request.
      const changes = await checkedChanges(tx, company, row.changes).catch(() => row.changes);
      const [updated] = await tx
        .update(companies)
        .set({
          ...(changes.companyName !== undefined ? { name: changes.companyName } : {}),
          ...(changes.categoryId !== undefined ? { categoryId: changes.categoryId } : {}),
          ...(changes.subcategoryId !== undefined ? { subcategoryId: changes.subcategoryId } : {}),
          ...(changes.stateId !== undefined ? { stateId: changes.stateId } : {}),
          ...(changes.gstNumber !== undefined ? { gstNumber: changes.gstNumber || null } : {}),
          ...(changes.billingName !== undefined ? { billingName: changes.billingName } : {}),
          ...(changes.billingAddress !== undefined
            ? { billingAddress: changes.billingAddress }
            : {}),
        })
        .where(eq(companies.id, company.id))
        .returning();
      if (updated) updatedCompany = updated;
    }
    const [decided] = await tx
      .update(correctionRequests)
      .set({
        status: decision === 'approve' ? 'approved' : 'refused',
        decidedBy: adminId,
        decidedAt: now,
        decisionReason: reason,
        // The values before the decision stay with the request, so it still reads the same.
        changes: { ...row.changes, before } as CorrectionChanges,
      })
      .where(eq(correctionRequests.id, id))
      .returning();
    if (!decided) throw new Error('correction request not updated');
    const fields = Object.keys(row.changes)
      .filter((field): field is (typeof CORRECTION_FIELDS)[number] =>
        (CORRECTION_FIELDS as readonly string[]).includes(field),
      )
      .map((field) => CORRECTION_FIELD_LABELS[field]);
    await recordAudit(tx, {
      action: decision === 'approve' ? 'correction.approve' : 'correction.refuse',
      actor: { userId: adminId },
      subjectId: company.id,
      subjectTitle: updatedCompany.name,
      detail: `${fields.join(', ')}: ${reason}`,
      at: now,
    });
    const [owner] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(inArray(users.id, [row.requestedBy]));
    if (owner) {
      await enqueueMessage(tx, {
        channel: 'email',
        kind: decision === 'approve' ? 'correction-approved' : 'correction-refused',
        to: owner.email,
        subject:
          decision === 'approve'
            ? 'Your correction request was approved'
            : 'Your correction request was not approved',
        text: [
          `Hello ${owner.username},`,
          '',
          decision === 'approve'
            ? `We have corrected your registration details (${fields.join(', ')}).`
            : `We could not make the correction you asked for (${fields.join(', ')}).`,
          `Reason: ${reason}`,
          '',
          'You can see your request on My Account → Privacy.',
        ].join('\n'),
        now,
      });
    }
    return describeCorrection(tx, decided, updatedCompany);
  });
}
