import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ticketCreditNotes, ticketInvoices } from '../../db/schema/event-tickets';
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

/** Event ticket invoices issued in a period (their own series, SAC 998596). */
export function ticketInvoicesIssuedIn(db: Database, from: Date, until: Date) {
  return db
    .select()
    .from(ticketInvoices)
    .where(and(gte(ticketInvoices.issuedAt, from), lt(ticketInvoices.issuedAt, until)));
}

export function ticketCreditNotesIssuedIn(db: Database, from: Date, until: Date) {
  return db
    .select()
    .from(ticketCreditNotes)
    .where(and(gte(ticketCreditNotes.issuedAt, from), lt(ticketCreditNotes.issuedAt, until)));
}
