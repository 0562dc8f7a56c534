import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { creditNotes, invoices } from '../../db/schema/payments';

/** The invoices issued in a period (GSTR-1 reports a document in the month of its date). */
export function invoicesIssuedIn(db: Database, from: Date, until: Date) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, until)));
}

export function creditNotesIssuedIn(db: Database, from: Date, until: Date) {
  return db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, until)));
}
