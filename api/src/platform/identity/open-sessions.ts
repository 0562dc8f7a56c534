import type { AppContext } from '../../app-context';
import { findOpenSessionWithRoles } from './session-repository';

/** What a session check found: the session is open, and the account holds these roles. */
export interface OpenSession {
  userId: string;
  roles: string[];
}

interface Entry extends OpenSession {
  /** When the database last said the session was open (the app's clock, ms). */
  checkedAt: number;
  expiresAt: number;
}

/** Enough for every signed-in user of an instance; the oldest entries go first beyond it. */
const MAX_ENTRIES = 50_000;

/**
 * Which sessions this instance knows to be open, each with the roles read in
 * the same statement. An entry is trusted for SESSION_RECHECK_SECONDS (by the
 * app's clock) and then read again, so a session ended on another instance
 * (sign-out, "sign out everywhere else", a replayed refresh token) and a role
 * granted or taken away (the operators command, ADMIN_EMAILS) take effect on
 * every instance within that many seconds: roles are never taken from the
 * token, whose claims live as long as the token does. The instance that ends
 * a session forgets it at once (`forgetSessions`). Only open sessions are kept:
 * a closed one is refused from the database every time, as before.
 */
class OpenSessions {
  private readonly entries = new Map<string, Entry>();
  /** Counts `forget` calls: a check that overlapped one does not cache what it read before it. */
  private forgets = 0;

  constructor(private readonly ctx: AppContext) {}

  async check(sessionId: string, userId: string): Promise<OpenSession | null> {
    const now = this.ctx.clock.now();
    const recheckMs = this.ctx.config.sessionRecheckSeconds * 1000;
    const known = this.entries.get(sessionId);
    if (
      known &&
      known.userId === userId &&
      now.getTime() - known.checkedAt < recheckMs &&
      now.getTime() < known.expiresAt
    ) {
      return { userId, roles: known.roles };
    }
    this.entries.delete(sessionId);
    const forgetsBefore = this.forgets;
    const found = await findOpenSessionWithRoles(this.ctx.db, sessionId, userId, now);
    if (!found) return null;
    if (recheckMs > 0 && forgetsBefore === this.forgets) {
      if (this.entries.size >= MAX_ENTRIES) {
        // A Map iterates in insertion order: the first key is the longest unchecked.
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(sessionId, {
        userId,
        roles: found.roles,
        checkedAt: now.getTime(),
        expiresAt: found.expiresAt.getTime(),
      });
    }
    return { userId, roles: found.roles };
  }

  forget(sessionIds: readonly string[]): void {
    this.forgets += 1;
    for (const id of sessionIds) this.entries.delete(id);
  }
}

// One cache per app instance (its context), so two instances in one test behave like two processes.
const caches = new WeakMap<AppContext, OpenSessions>();

function openSessionsOf(ctx: AppContext): OpenSessions {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new OpenSessions(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}

/** The session and the account's roles, from this instance's cache while it is fresh, else from the database. */
export function checkOpenSession(
  ctx: AppContext,
  sessionId: string,
  userId: string,
): Promise<OpenSession | null> {
  return openSessionsOf(ctx).check(sessionId, userId);
}

/** Call after ending sessions: this instance refuses their tokens from the next request on. */
export function forgetSessions(ctx: AppContext, sessionIds: readonly string[]): void {
  openSessionsOf(ctx).forget(sessionIds);
}
