import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { invoices, invoiceSerials } from '../../db/schema/payments';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next serial of a financial year. The upsert takes the year's row lock
 * until the transaction ends, so concurrent invoices get different serials and
 * a rolled-back one leaves no gap.
 */
export async function nextSerial(tx: Database, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSerials)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceSerials.financialYear,
      set: { lastSerial: sql`${invoiceSerials.lastSerial} + 1` },
    })
    .returning({ serial: invoiceSerials.lastSerial });
  if (!row) throw new Error('No invoice serial');
  return row.serial;
}

export async function insertInvoice(
  tx: Database,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('The invoice was not stored');
  return row;
}

const ownedBy = (userId: string) =>
  sql`${invoices.companyId} in (select ${companies.id} from ${companies} where ${companies.ownerUserId} = ${userId})`;

/** The invoices of the user's companies, newest first. */
export function listInvoicesOfUser(
  db: Database,
  userId: string,
  position: CursorPosition | null,
  limit: number,
) {
  const keys = { createdAt: invoices.issuedAt, id: invoices.id };
  return db
    .select()
    .from(invoices)
    .where(and(ownedBy(userId), afterPosition(keys, position)))
    .orderBy(...newestFirst(keys))
    .limit(rowsForPage(limit));
}

/** An invoice of one of the user's companies; null for anyone else's. */
export async function findInvoiceOfUser(
  db: Database,
  userId: string,
  id: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), ownedBy(userId)))
    .limit(1);
  return row ?? null;
}
