import {
  and,
  asc,
  eq,
  exists,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@club/contract/locales';
import { fallbackSteps } from '@club/contract/notification-preferences';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import {
  leadAlertFollows,
  leadAlertQueue,
  leadAlertRecipients,
  leads,
} from '../../db/schema/leads';
import { memberships } from '../../db/schema/memberships';
import { subcategories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { changeConsents, hasConsent } from '../../platform/consents/repository';
import {
  lifecycleSettings,
  type LifecycleSettings,
} from '../../platform/membership-lifecycle/lifecycle';
import { hasAccessAt } from '../../platform/membership-lifecycle/repository';
import { channelsFor } from '../../platform/consents/notification-preferences';
import { referenceNameIn } from '../../platform/messages/reference-names';
import { translate } from '../../platform/messages/translate';
import {
  enqueueMessage,
  enqueueWithFallback,
  type FallbackStep,
} from '../../platform/outbox/repository';

export async function followedSubcategories(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: leadAlertFollows.subcategoryId })
    .from(leadAlertFollows)
    .where(eq(leadAlertFollows.userId, userId))
    .orderBy(asc(leadAlertFollows.subcategoryId));
  return rows.map((row) => row.id);
}

/** Which of the ids are subcategories at all. */
export async function knownSubcategories(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(inArray(subcategories.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Makes the followed set exactly `ids`, in the caller's transaction. */
export async function replaceFollows(db: Database, userId: string, ids: number[], now: Date) {
  await db
    .delete(leadAlertFollows)
    .where(
      and(
        eq(leadAlertFollows.userId, userId),
        ids.length > 0 ? notInArray(leadAlertFollows.subcategoryId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  // Following subcategories is asking for their alerts: the consent is given here too,
  // and withdrawing it on the Privacy page stops the e-mails without losing the follows.
  await changeConsents(db, userId, { leadAlerts: true }, now);
  await db
    .insert(leadAlertFollows)
    .values(ids.map((subcategoryId) => ({ userId, subcategoryId, createdAt: now })))
    .onConflictDoNothing();
  await db.insert(leadAlertRecipients).values({ userId }).onConflictDoNothing();
}

const follower = alias(users, 'follower');

/** Whether the user (a column) owns a company whose membership gives access at `now`. */
function ownsActiveMembership(
  db: Database,
  userId: AnyColumn,
  now: Date,
  settings: LifecycleSettings,
) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(companies)
      .innerJoin(memberships, eq(memberships.companyId, companies.id))
      .where(and(eq(companies.ownerUserId, userId), hasAccessAt(now, settings))),
  );
}

/**
 * Queues a new lead for the next digest of every member following its
 * subcategory, in the lead's own transaction. The poster's owner is never
 * alerted about its own lead, and only members with an active membership who
 * consented to lead-alert e-mails are.
 */
export async function queueLeadAlerts(
  db: Database,
  lead: { id: string; subcategoryId: number; companyId: string },
  now: Date,
  settings: LifecycleSettings,
): Promise<number> {
  const posterOwner = db
    .select({ owner: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, lead.companyId));
  const queued = await db
    .insert(leadAlertQueue)
    .select(
      db
        .select({
          userId: leadAlertFollows.userId,
          leadId: sql<string>`${lead.id}::uuid`.as('lead_id'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(leadAlertFollows)
        .where(
          and(
            eq(leadAlertFollows.subcategoryId, lead.subcategoryId),
            sql`${leadAlertFollows.userId} <> (${posterOwner})`,
            ownsActiveMembership(db, leadAlertFollows.userId, now, settings),
            hasConsent(db, 'leadAlerts', leadAlertFollows.userId),
          ),
        ),
    )
    .returning({ userId: leadAlertQueue.userId });
  return queued.length;
}

export interface DigestOptions {
  /** A member gets at most one digest per this many minutes. */
  everyMinutes: number;
  /** Where the site is: the digest links to each lead there. */
  siteOrigin: string;
  batchSize?: number;
}

interface DigestLead {
  id: string;
  title: string;
  location: string;
  subcategoryId: number;
  subcategory: string;
  company: string;
}

/** The lead's subcategory as the member reads it on the site, in their language. */
const subcategoryIn = (language: Locale, lead: DigestLead) =>
  referenceNameIn(language, 'subcategory', { id: lead.subcategoryId, name: lead.subcategory });

/** The digest e-mail's subject, in the member's language. */
function digestSubject(language: Locale, leadsInDigest: DigestLead[]): string {
  return leadsInDigest.length === 1
    ? translate(language, 'leadAlert.subject.one', { title: leadsInDigest[0]?.title ?? '' })
    : translate(language, 'leadAlert.subject.other', { count: leadsInDigest.length });
}

function digestText(language: Locale, leadsInDigest: DigestLead[], siteOrigin: string): string {
  const lines = leadsInDigest.map((lead) =>
    translate(language, 'leadAlert.item', {
      title: lead.title,
      subcategory: subcategoryIn(language, lead),
      location: lead.location,
      company: lead.company,
      link: `${siteOrigin}/my-leads?lead=${lead.id}`,
    }),
  );
  return [
    leadsInDigest.length === 1
      ? translate(language, 'leadAlert.intro.one')
      : translate(language, 'leadAlert.intro.other', { count: leadsInDigest.length }),
    '',
    ...lines,
    '',
    translate(language, 'leadAlert.footer', { link: `${siteOrigin}/my-leads` }),
  ].join('\n');
}

/**
 * A digest in one line, for WhatsApp's template and the SMS: how many leads,
 * the first one's title, and where to read them all.
 */
function digestLine(language: Locale, leadsInDigest: DigestLead[], siteOrigin: string): string {
  const [first] = leadsInDigest;
  const about = first
    ? `${first.title} (${subcategoryIn(language, first)}, ${first.location})`
    : '';
  const values = {
    about: about.replace(/\s+/g, ' ').slice(0, 200),
    count: leadsInDigest.length,
    link: `${siteOrigin}/my-leads`,
  };
  return leadsInDigest.length === 1
    ? translate(language, 'leadAlert.line.one', values)
    : translate(language, 'leadAlert.line.other', values);
}

/**
 * Sends the digests that are due: each member with queued leads whose last
 * digest is at least `everyMinutes` old gets one e-mail (through the outbox)
 * listing them. The member's row is locked while its digest is written, so
 * two instances never send the same leads twice. Consent and membership are
 * checked again at sending: a member who withdrew the lead-alert consent, or
 * whose membership ended, since the leads were queued gets no e-mail, and what
 * waited for them is dropped. Each digest is written in its member's language.
 * Returns how many were sent.
 */
export async function sendDueDigests(ctx: AppContext, options: DigestOptions): Promise<number> {
  const now = ctx.clock.now();
  const dueBefore = new Date(now.getTime() - options.everyMinutes * 60_000);
  const stillWanted = and(
    hasConsent(ctx.db, 'leadAlerts', leadAlertRecipients.userId),
    ownsActiveMembership(ctx.db, leadAlertRecipients.userId, now, lifecycleSettings(ctx.config)),
  );
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: leadAlertRecipients.userId,
        email: follower.email,
        language: follower.language,
        stillWanted: sql<boolean>`${stillWanted}`,
      })
      .from(leadAlertRecipients)
      .innerJoin(follower, eq(follower.id, leadAlertRecipients.userId))
      .where(
        and(
          or(
            isNull(leadAlertRecipients.lastDigestAt),
            lte(leadAlertRecipients.lastDigestAt, dueBefore),
          ),
          exists(
            tx
              .select({ one: sql`1` })
              .from(leadAlertQueue)
              .where(eq(leadAlertQueue.userId, leadAlertRecipients.userId)),
          ),
        ),
      )
      .orderBy(asc(leadAlertRecipients.userId))
      .limit(options.batchSize ?? 20)
      .for('update', { of: leadAlertRecipients, skipLocked: true });
    let sent = 0;
    for (const recipient of due) {
      if (!recipient.stillWanted) {
        await tx.delete(leadAlertQueue).where(eq(leadAlertQueue.userId, recipient.userId));
        continue;
      }
      const queued = await tx
        .select({
          id: leads.id,
          title: leads.title,
          location: leads.location,
          subcategoryId: leads.subcategoryId,
          subcategory: subcategories.name,
          company: companies.name,
        })
        .from(leadAlertQueue)
        .innerJoin(leads, eq(leads.id, leadAlertQueue.leadId))
        .innerJoin(subcategories, eq(subcategories.id, leads.subcategoryId))
        .innerJoin(companies, eq(companies.id, leads.companyId))
        .where(eq(leadAlertQueue.userId, recipient.userId))
        .orderBy(asc(leads.createdAt), asc(leads.id));
      if (queued.length === 0) continue;
      const email = {
        channel: 'email' as const,
        to: recipient.email,
        subject: digestSubject(recipient.language, queued),
        text: digestText(recipient.language, queued, options.siteOrigin),
      };
      // On the channels the member's preferences allow: with WhatsApp, there first, then
      // SMS, then e-mail; without it, by e-mail (SMS only when e-mail is off).
      const delivery = await channelsFor(tx, recipient.userId, 'leadAlerts', {
        consentChecked: true,
      });
      const line = digestLine(recipient.language, queued, options.siteOrigin);
      const steps = fallbackSteps(delivery.channels).flatMap((channel): FallbackStep[] => {
        if (channel === 'email') return [email];
        if (!delivery.phone) return [];
        return channel === 'whatsapp'
          ? [
              {
                channel,
                to: delivery.phone,
                subject: null,
                text: line,
                whatsappTemplate: { template: 'leadAlert', parameters: [line] },
              },
            ]
          : [{ channel, to: delivery.phone, subject: null, text: line }];
      });
      if (steps.length === 0) {
        // Every channel the member allows is off or unavailable: the leads are not sent.
        await tx.delete(leadAlertQueue).where(eq(leadAlertQueue.userId, recipient.userId));
        continue;
      }
      const [only] = steps;
      if (steps.length === 1 && only && only.channel !== 'whatsapp') {
        await enqueueMessage(tx, { ...only, kind: 'lead-alert-digest', now });
      } else {
        await enqueueWithFallback(tx, { kind: 'lead-alert-digest', now, steps });
      }
      await tx.delete(leadAlertQueue).where(
        and(
          eq(leadAlertQueue.userId, recipient.userId),
          inArray(
            leadAlertQueue.leadId,
            queued.map((lead) => lead.id),
          ),
        ),
      );
      await tx
        .update(leadAlertRecipients)
        .set({ lastDigestAt: now })
        .where(eq(leadAlertRecipients.userId, recipient.userId));
      sent += 1;
    }
    return sent;
  });
}
