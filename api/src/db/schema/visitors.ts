import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './events';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const VISITOR_FOLLOW_UPS = ['thank-you', 'missed-you'] as const;

/**
 * A guest a member invited to one of their chapter's meetings, and how far
 * they came: registered (with consent), checked in, followed up. The link's
 * token is kept only as its SHA-256 hash; the ticket code shares the members'
 * alphabet so the check-in page takes either.
 */
export const visitorInvitations = pgTable(
  'visitor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** Ten digits, India (+91). */
    mobile: text('mobile').notNull(),
    businessName: text('business_name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    registeredAt: at('registered_at'),
    privacyNoticeVersion: text('privacy_notice_version'),
    /** The reminder and after-meeting e-mails: off unless the guest ticked it. */
    emailsConsent: boolean('emails_consent').notNull().default(false),
    emailsConsentVersion: text('emails_consent_version'),
    /** When the visitor withdrew the e-mail consent with their e-mails' link; none go after. */
    emailsConsentWithdrawnAt: at('emails_consent_withdrawn_at'),
    ticketCode: text('ticket_code'),
    checkedInAt: at('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    reminderSentAt: at('reminder_sent_at'),
    followUpSentAt: at('follow_up_sent_at'),
    followUpKind: text('follow_up_kind', { enum: VISITOR_FOLLOW_UPS }),
    /** When the inviting member withdrew it, before the guest registered; the link then fails. */
    withdrawnAt: at('withdrawn_at'),
  },
  (table) => [
    // A withdrawn invitation does not stop the member from inviting the same guest again.
    uniqueIndex('visitor_invitations_meeting_email_unique')
      .on(table.meetingId, table.email)
      .where(sql`${table.withdrawnAt} is null`),
    uniqueIndex('visitor_invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('visitor_invitations_ticket_code_unique').on(table.ticketCode),
    index('visitor_invitations_inviter_idx').on(table.invitedByUserId, table.createdAt),
    index('visitor_invitations_email_idx').on(table.email),
  ],
);
