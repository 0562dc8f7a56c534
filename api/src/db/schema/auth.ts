import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './registrations';
import { users } from './users';

/**
 * What a code is for: signing in, finishing a registration (it creates the
 * account), or proving the signed-in owner's mobile number (it signs nobody in).
 */
export const OTP_PURPOSES = ['sign-in', 'registration', 'mobile'] as const;

/**
 * Who asked for a code, for the code limits: the account's own (signed in as
 * it, or from a browser or network it signed in from before), anyone else, or
 * the club's staff from the back office. Each kind has budgets of its own, so
 * requests of one kind never use up another's.
 */
export const CODE_REQUESTER_KINDS = ['own', 'other', 'staff'] as const;

/**
 * One-time codes: only a keyed hash of the code is stored. A request for an
 * identifier nobody registered stores a row too (no user, nothing sent), so
 * both kinds of request do the same work and count towards the same limits.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case e-mail address, or country code and mobile number (+919876543210). */
    identifier: text('identifier').notNull(),
    /** Null for a request that named no registered user, and for a registration's code. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The registration a `registration` code finishes; null once it is finished or dropped. */
    registrationId: uuid('registration_id').references(() => registrations.id, {
      onDelete: 'set null',
    }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the client holds between the request and the verification. */
    nonce: text('nonce').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    requesterKind: text('requester_kind', { enum: CODE_REQUESTER_KINDS })
      .notNull()
      .default('other'),
    /**
     * A keyed hash of the requester's network (an IPv4 address, an IPv6 /64),
     * never the address itself; null for a code the staff sent.
     */
    requesterNetwork: text('requester_network'),
  },
  (table) => [
    check(
      'otp_codes_purpose_check',
      sql`${table.purpose} in ('sign-in', 'registration', 'mobile')`,
    ),
    check(
      'otp_codes_requester_kind_check',
      sql`${table.requesterKind} in ('own', 'other', 'staff')`,
    ),
    index('otp_codes_identifier_created_idx').on(table.identifier, table.createdAt),
    index('otp_codes_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** The `sid` claim of access tokens. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sign-in time: a session never lasts beyond SESSION_MAX_DAYS after it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in or token refresh: within an access token's lifetime of the last use. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at the last sign-in or refresh (at most 512 characters). */
    userAgent: text('user_agent'),
    /** The client's address at the last sign-in or refresh, as the rate limits see it. */
    ipAddress: text('ip_address'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
