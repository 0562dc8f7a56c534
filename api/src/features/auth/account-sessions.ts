import type { AccountSession } from '@club/contract/sessions';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { forgetSessions } from '../../platform/identity/open-sessions';
import { recordAudit } from '../../platform/audit-trail/repository';
import {
  listOpenSessions,
  revokeOtherSessions,
  revokeOwnSession,
  type OpenSessionRow,
  type SessionClient,
} from '../../platform/identity/session-repository';

/** A User-Agent longer than this is cut: it is only ever shown, never matched. */
const USER_AGENT_MAX = 512;

export const SESSION_MESSAGES = {
  notFound: 'This session does not exist or has already ended.',
} as const;

/** The browser and address a request came from, as a session records them. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent']?.trim().slice(0, USER_AGENT_MAX) || null;
  return { userAgent, ipAddress: request.ip || null };
}

type Device = Pick<AccountSession, 'browser' | 'os' | 'deviceType'>;

/** "Chrome 131" on "Windows 10", from the User-Agent (bowser); nulls for what it does not say. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  const deviceType = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null;
  return { browser, os, deviceType };
}

function toAccountSession(row: OpenSessionRow, currentId: string): AccountSession {
  return {
    id: row.id,
    ...describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  };
}

/** What the audit trail calls a session: its device, as the list shows it. */
function auditTitle(row: OpenSessionRow): string {
  const device = describeDevice(row.userAgent);
  const name = [device.browser, device.os].filter(Boolean).join(' on ') || 'Unknown device';
  return row.ipAddress ? `${name} (${row.ipAddress})` : name;
}

/** GET /me/sessions: the user's open sessions, the asking one first, then by last use. */
export async function listAccountSessions(
  ctx: AppContext,
  user: { id: string; sessionId: string },
): Promise<AccountSession[]> {
  const rows = await listOpenSessions(ctx.db, user.id, ctx.clock.now());
  const items = rows.map((row) => toAccountSession(row, user.sessionId));
  return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)];
}

/**
 * DELETE /me/sessions/:id: ends one of the user's own sessions (this one
 * too, like signing out). Another user's session, an ended one or an unknown
 * id is the same 404, so nobody learns which ids exist. Its refresh token
 * fails at once, and so does its access token on this instance (others
 * check the session again within SESSION_RECHECK_SECONDS).
 */
export async function endAccountSession(
  ctx: AppContext,
  user: { id: string },
  sessionId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const ended = await revokeOwnSession(tx, user.id, sessionId, now);
    if (!ended) throw notFound(SESSION_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'session.end',
      actor: { userId: user.id },
      subjectId: ended.id,
      subjectTitle: auditTitle(ended),
      detail: 'Signed out from My Account',
      at: now,
    });
  });
  forgetSessions(ctx, [sessionId]);
}

/** POST /me/sessions/sign-out-others: ends every session of the user but the asking one. */
export async function signOutOtherSessions(
  ctx: AppContext,
  user: { id: string; sessionId: string },
): Promise<number> {
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, user.id, user.sessionId, now);
    for (const row of ended) {
      await recordAudit(tx, {
        action: 'session.end',
        actor: { userId: user.id },
        subjectId: row.id,
        subjectTitle: auditTitle(row),
        detail: 'Signed out everywhere else from My Account',
        at: now,
      });
    }
    return ended;
  });
  forgetSessions(
    ctx,
    ended.map((row) => row.id),
  );
  return ended.length;
}
