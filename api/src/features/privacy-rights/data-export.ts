import { translate } from '../../platform/messages/translate';
import { CLUB_NAME } from '@club/contract/copy/club';
import { DAY_MS, indianDay } from '@club/contract/india-time';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { zipSync } from 'fflate';
import {
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORTS_PER_DAY,
  PRIVACY_MESSAGES,
  dataExportOpenMessage,
  type DataExport,
} from '@club/contract/privacy-rights';
import type { AppContext } from '../../app-context';
import { PRIVATE_KEY_PREFIX } from '../../adapters/storage/file-storage';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/auth';
import { companies, companyProfiles } from '../../db/schema/companies';
import {
  leadAlertFollows,
  leadImages,
  leadResponses,
  leads,
  savedLeads,
} from '../../db/schema/leads';
import { consentHistory, consents } from '../../db/schema/privacy';
import {
  preferenceHistoryOf,
  preferenceRowsOf,
} from '../../platform/consents/notification-preferences';
import { optInHistoryOf, optInOf } from '../../platform/consents/whatsapp-opt-ins';
import { memberships, membershipSubscriptions } from '../../db/schema/memberships';
import { invoices, paymentTransactions, creditNotes } from '../../db/schema/payments';
import {
  ticketCreditNotes,
  ticketInvoices,
  ticketOrders,
  tickets,
  ticketWaitlist,
} from '../../db/schema/event-tickets';
import { correctionRequests, dataExports } from '../../db/schema/privacy-rights';
import { users } from '../../db/schema/users';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { oneToOnes } from '../../db/schema/one-to-ones';
import { visitorInvitations } from '../../db/schema/visitors';
import { AppError, tooManyRequests } from '../../http/app-error';
import { renderInvoicePdf } from '../../platform/tax-invoices/invoice-pdf';
import { invoiceFileName } from '../../platform/tax-invoices/receipt-message';
import { sendInTransaction } from '../../platform/jobs/send-in-transaction';
import { QUEUES } from '../../platform/jobs/queues';
import { enqueueMessage } from '../../platform/outbox/repository';
import { queueFileDeletions } from '../../platform/storage-cleanup/repository';

const HOUR_MS = 60 * 60_000;
/** Sign-in history in the export: the sessions of this many days. */
const SIGN_IN_HISTORY_DAYS = 90;

export type DataExportRow = typeof dataExports.$inferSelect;

export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How the member's page names an export's state. */
export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const expired =
    row.status === 'expired' ||
    (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  return {
    id: row.id,
    state: expired
      ? 'expired'
      : row.status === 'ready'
        ? 'sent'
        : row.status === 'downloaded'
          ? 'downloaded'
          : 'preparing',
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function latestDataExport(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Asks for a ZIP of the user's data: the job that builds it is queued in the
 * same transaction. One export is prepared at a time, and a few a day at most
 * (building one reads everything the user has: a cost worth limiting).
 */
export async function requestDataExport(ctx: AppContext, userId: string): Promise<DataExport> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // The user's row, locked: two requests at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ status: dataExports.status, requestedAt: dataExports.requestedAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          gte(dataExports.requestedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    const preparing = recent.find((exported) => exported.status === 'preparing');
    if (preparing) {
      throw new AppError(409, 'CONFLICT', dataExportOpenMessage(preparing.requestedAt));
    }
    if (recent.length >= DATA_EXPORTS_PER_DAY) {
      throw tooManyRequests(PRIVACY_MESSAGES.exportLimit);
    }
    const [created] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning();
    if (!created) throw new Error('data export not created');
    await sendInTransaction(tx, QUEUES.dataExport, { exportId: created.id }, { id: created.id });
    return created;
  });
  return toDataExport(row, now);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the club holds about the user and their companies, as files of the ZIP. */
export async function collectUserData(
  ctx: AppContext,
  userId: string,
  now: Date,
): Promise<Record<string, Uint8Array>> {
  const db = ctx.db;
  const encoder = new TextEncoder();
  const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const companyRows = await db.select().from(companies).where(eq(companies.ownerUserId, userId));
  const companyIds = companyRows.map((company) => company.id);
  // A user without a company matches no row (an empty IN list is not valid SQL).
  const ids = companyIds.length > 0 ? companyIds : [randomUUID()];
  const inCompanies = (column: PgColumn) => inArray(column, ids);
  const profiles = await db
    .select()
    .from(companyProfiles)
    .where(inCompanies(companyProfiles.companyId));
  const membershipRows = await db
    .select()
    .from(memberships)
    .where(inCompanies(memberships.companyId));
  const subscriptionRows =
    membershipRows.length > 0
      ? await db
          .select()
          .from(membershipSubscriptions)
          .where(
            inArray(
              membershipSubscriptions.membershipId,
              membershipRows.map((membership) => membership.id),
            ),
          )
      : [];
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(or(eq(paymentTransactions.userId, userId), inCompanies(paymentTransactions.companyId)));
  const invoiceRows = await db.select().from(invoices).where(inCompanies(invoices.companyId));
  const creditNoteRows = await db
    .select()
    .from(creditNotes)
    .where(inCompanies(creditNotes.companyId));
  // Event tickets are the user's own (a visitor has no company).
  const ticketOrderRows = await db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.userId, userId));
  const ticketRows = await db.select().from(tickets).where(eq(tickets.userId, userId));
  const ticketInvoiceRows = await db
    .select()
    .from(ticketInvoices)
    .where(eq(ticketInvoices.userId, userId));
  const ticketCreditNoteRows =
    ticketInvoiceRows.length > 0
      ? await db
          .select()
          .from(ticketCreditNotes)
          .where(
            inArray(
              ticketCreditNotes.invoiceId,
              ticketInvoiceRows.map((invoice) => invoice.id),
            ),
          )
      : [];
  const waitlistRows = await db
    .select()
    .from(ticketWaitlist)
    .where(eq(ticketWaitlist.userId, userId));
  const leadRows = await db.select().from(leads).where(inCompanies(leads.companyId));
  const imageRows =
    leadRows.length > 0
      ? await db
          .select()
          .from(leadImages)
          .where(
            inArray(
              leadImages.leadId,
              leadRows.map((lead) => lead.id),
            ),
          )
      : [];
  const saved = await db.select().from(savedLeads).where(inCompanies(savedLeads.companyId));
  const alerts = await db
    .select()
    .from(leadAlertFollows)
    .where(eq(leadAlertFollows.userId, userId));
  const signIns = await db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gte(sessions.createdAt, new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(sessions.createdAt));
  const corrections = await db
    .select()
    .from(correctionRequests)
    .where(inCompanies(correctionRequests.companyId));
  const consentChoices = await db.select().from(consents).where(eq(consents.userId, userId));
  const consentChanges = await db
    .select()
    .from(consentHistory)
    .where(eq(consentHistory.userId, userId))
    .orderBy(consentHistory.createdAt);
  const whatsApp = {
    current: (await optInOf(db, userId)) ?? null,
    history: await optInHistoryOf(db, userId),
  };
  // Only the cells the member changed are stored; every other cell is at its default.
  const notificationChannels = {
    current: await preferenceRowsOf(db, userId),
    history: await preferenceHistoryOf(db, userId),
  };
  // What the company wrote on other members' leads; answers others wrote to its leads are theirs.
  const responsesGiven = await db
    .select()
    .from(leadResponses)
    .where(inCompanies(leadResponses.companyId));
  // Its 1-to-1s, with its own notes only: the other member's note is theirs.
  const oneToOneRows = (
    await db
      .select()
      .from(oneToOnes)
      .where(or(inCompanies(oneToOnes.proposerCompanyId), inCompanies(oneToOnes.inviteeCompanyId)))
  ).map(({ proposerNote, inviteeNote, proposerLoggedAt, inviteeLoggedAt, ...row }) => {
    const proposer = companyIds.includes(row.proposerCompanyId);
    return {
      ...row,
      myNote: proposer ? proposerNote : inviteeNote,
      myLoggedAt: iso(proposer ? proposerLoggedAt : inviteeLoggedAt),
    };
  });
  // The guests the member invited, and the member's own visits as a guest; never a link's token.
  const visitorRows = (
    await db
      .select()
      .from(visitorInvitations)
      .where(
        or(
          eq(visitorInvitations.invitedByUserId, userId),
          account ? eq(visitorInvitations.email, account.email.toLowerCase()) : undefined,
        ),
      )
  ).map(({ tokenHash: _tokenHash, ...row }) => ({
    ...row,
    role: row.invitedByUserId === userId ? 'invited by me' : 'my visit',
  }));
  const newsletter = account
    ? await db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, account.email.toLowerCase()))
    : [];

  const files: Record<string, Uint8Array> = {
    'README.txt': encoder.encode(
      [
        'Everything BizBridge Club holds about you and your company, as of ' +
          `${now.toISOString()}.`,
        'Each .json file holds one kind of data; invoices/ holds your tax invoices as PDF',
        '(memberships and event tickets);',
        'lead-images/ the images of your leads. Sign-in history covers the last 90 days.',
        'Consents: consents.json holds your choices (public directory, lead alerts, newsletter,',
        'WhatsApp messages with the number and the wording version, the channels you chose for each',
        'kind of message) and every change of them; the Membership Agreement and privacy notice you accepted at',
        'registration are in company.json and account.json.',
      ].join('\n'),
    ),
    'account.json': json(
      account && {
        id: account.id,
        name: account.username,
        email: account.email,
        countryCode: account.countryCode,
        mobileNumber: account.mobileNumber,
        mobileVerifiedAt: iso(account.mobileVerifiedAt),
        emailVerifiedAt: iso(account.emailVerifiedAt),
        privacyNoticeVersion: account.privacyNoticeVersion,
        privacyNoticeAcceptedAt: iso(account.privacyNoticeAcceptedAt),
        language: account.language,
        createdAt: iso(account.createdAt),
      },
    ),
    'company.json': json(companyRows),
    'profile.json': json(profiles),
    'memberships.json': json({ memberships: membershipRows, subscriptions: subscriptionRows }),
    'payments.json': json(payments),
    'invoices.json': json({ invoices: invoiceRows, creditNotes: creditNoteRows }),
    'event-tickets.json': json({
      orders: ticketOrderRows,
      tickets: ticketRows,
      invoices: ticketInvoiceRows,
      creditNotes: ticketCreditNoteRows,
      waitlist: waitlistRows,
    }),
    'leads.json': json({ leads: leadRows, images: imageRows }),
    'saved-leads.json': json(saved),
    'alerts.json': json(alerts),
    'corrections.json': json(corrections),
    'consents.json': json({
      current: consentChoices,
      history: consentChanges,
      whatsApp,
      notificationChannels,
    }),
    'lead-responses.json': json(responsesGiven),
    'one-to-ones.json': json(oneToOneRows),
    'visitor-invitations.json': json(visitorRows),
    'newsletter.json': json(newsletter),
    'sign-in-history.json': json(signIns),
  };
  for (const invoice of [...invoiceRows, ...ticketInvoiceRows]) {
    files[`invoices/${invoiceFileName(invoice.number)}`] = new Uint8Array(
      await renderInvoicePdf(invoice),
    );
  }
  for (const image of imageRows) {
    const stored = await ctx.adapters.storage.read(image.objectKey);
    // An image the storage no longer has is listed in leads.json all the same.
    if (stored)
      files[`lead-images/${image.objectKey.replaceAll('/', '_')}`] = await bytesOf(stored.body);
  }
  return files;
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The job: builds the ZIP, stores it (private key), and e-mails a link that
 * works once for 24 hours; the token is random and only its hash is kept.
 */
export async function buildDataExport(ctx: AppContext, exportId: string): Promise<void> {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'preparing') return;
  const now = ctx.clock.now();
  const files = await collectUserData(ctx, row.userId, now);
  const key = `${PRIVATE_KEY_PREFIX}exports/${row.id}-${randomBytes(8).toString('hex')}.zip`;
  await ctx.adapters.storage.put(key, Buffer.from(zipSync(files)), 'application/zip');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        objectKey: key,
        tokenHash: hashExportToken(token),
        readyAt: now,
        expiresAt,
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'preparing')))
      .returning();
    const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!updated || !owner || owner.closedAt) {
      // Prepared twice, or the account closed meanwhile: this copy goes.
      await queueFileDeletions(tx, [key], now);
      return;
    }
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'data-export-ready',
      to: owner.email,
      // In the owner's language.
      subject: translate(owner.language, 'dataExport.subject', { club: CLUB_NAME }),
      text: [
        translate(owner.language, 'letter.greeting', { name: owner.username }),
        '',
        translate(owner.language, 'dataExport.ready'),
        `${ctx.config.publicUrl}/privacy/exports/${token}`,
        '',
        translate(owner.language, 'dataExport.link', { hours: String(DATA_EXPORT_LINK_HOURS) }),
      ].join('\n'),
      now,
    });
  });
}

/**
 * The ZIP of a one-time link, which the download spends. A spent or expired
 * link is gone (410) with a message that says what to do.
 */
export async function openDataExport(ctx: AppContext, token: string) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(dataExports)
      .where(eq(dataExports.tokenHash, hashExportToken(token)))
      .for('update');
    if (!found) throw new AppError(404, 'NOT_FOUND', PRIVACY_MESSAGES.linkInvalid);
    if (found.status === 'downloaded') {
      throw new AppError(410, 'GONE', PRIVACY_MESSAGES.linkUsed);
    }
    if (
      found.status !== 'ready' ||
      !found.objectKey ||
      !found.expiresAt ||
      found.expiresAt <= now
    ) {
      throw new AppError(410, 'GONE', PRIVACY_MESSAGES.linkExpired);
    }
    await tx
      .update(dataExports)
      .set({ status: 'downloaded', downloadedAt: now })
      .where(eq(dataExports.id, found.id));
    return found;
  });
  const file = row.objectKey ? await ctx.adapters.storage.read(row.objectKey) : null;
  if (!file) throw new AppError(410, 'GONE', PRIVACY_MESSAGES.linkExpired);
  return { file, fileName: `bizbridge-data-${indianDay(now)}.zip` };
}

/** Export files past their hours (downloaded or not) leave the storage; returns how many. */
export async function removeOldExportFiles(
  db: Database,
  now: Date,
  hours: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dataExports.id, objectKey: dataExports.objectKey, status: dataExports.status })
      .from(dataExports)
      .where(
        and(
          ne(dataExports.status, 'preparing'),
          lte(dataExports.readyAt, new Date(now.getTime() - hours * HOUR_MS)),
        ),
      )
      .for('update', { skipLocked: true });
    const withFiles = due.filter((row) => row.objectKey !== null);
    await queueFileDeletions(
      tx,
      withFiles.map((row) => row.objectKey as string),
      now,
    );
    for (const row of withFiles) {
      await tx
        .update(dataExports)
        .set({ objectKey: null, status: row.status === 'ready' ? 'expired' : row.status })
        .where(and(eq(dataExports.id, row.id), isNull(dataExports.downloadedAt)));
      await tx.update(dataExports).set({ objectKey: null }).where(eq(dataExports.id, row.id));
    }
    return withFiles.length;
  });
}
