import { createHash } from 'node:crypto';
import { notify, type Database, type DatabaseHandle } from '../db/database';

/** A response body serialised (and encoded as UTF-8) once, with the ETag that names it. */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

export interface ResponseCache {
  /**
   * The cached body for `key` in group `tag`, or what `load` makes (once, even
   * for many requests at the same moment), kept for `ttlMs`.
   */
  json(tag: string, key: string, ttlMs: number, load: () => Promise<string>): Promise<CachedJson>;
  /**
   * Forgets every body of `tag` here and, through the database, in every other
   * instance. Pass the transaction that changed the data: the others hear of
   * it when it commits.
   */
  invalidate(db: Database, tag: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'club_cache';
/** Bodies kept per process at most; the oldest go first. */
const MAX_ENTRIES = 1000;

interface Entry {
  tag: string;
  expiresAt: number;
  value: Promise<CachedJson>;
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Public lists (news, reference data) served from memory for a short time, so
 * the database is not what limits public reads; a write anywhere clears them
 * everywhere (PostgreSQL NOTIFY), and the time limit bounds the rest.
 */
export async function createResponseCache(
  database: Pick<DatabaseHandle, 'listen'>,
  now: () => number = Date.now,
): Promise<ResponseCache> {
  const entries = new Map<string, Entry>();

  function forget(tag: string | null): void {
    for (const [key, entry] of entries) if (tag === null || entry.tag === tag) entries.delete(key);
  }

  const unlisten = await database.listen(
    CHANNEL,
    (tag) => forget(tag),
    () => forget(null),
  );

  return {
    json(tag, key, ttlMs, load) {
      const id = `${tag}\u0001${key}`;
      const found = entries.get(id);
      if (found && found.expiresAt > now()) return found.value;
      const value = load().then((text) => {
        const body = Buffer.from(text, 'utf8');
        return { body, etag: etagOf(body) };
      });
      const entry: Entry = { tag, expiresAt: now() + ttlMs, value };
      entries.delete(id);
      entries.set(id, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      return value;
    },
    async invalidate(db, tag) {
      forget(tag);
      await notify(db, CHANNEL, tag);
    },
    close: unlisten,
  };
}
