import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { claimEmbeddedDataFolder, makePrivate } from './embedded-data-folder';
import { countTransactionStatements, queryCountingLogger } from './query-counter';

/** A Drizzle database or transaction, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the checked-in SQL migrations that have not run yet. The
   * development kit keeps its own in `migrationsTable` (decision 0019).
   */
  migrate(migrationsFolder: string, migrationsTable?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** How busy it is now (for the metrics). */
  use(): DatabaseUse;
  /**
   * Calls `onMessage` with every payload NOTIFYed on `channel` by any
   * connection, so by any API instance. `onGap` runs when the listening
   * connection was lost and came back: messages may have been missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Where the job queue (pg-boss) reaches this database: a small pool of its
   * own on a server, or the embedded database's one connection.
   */
  jobStore: { connectionString: string } | { db: SqlExecutor };
  /**
   * Runs `work` holding the lock migrations take, so that instances starting
   * together on one database set up (the job queue's tables and queues) one at
   * a time; `work` may query through the connection that holds the lock.
   */
  exclusive<T>(work: (locked: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Only for an embedded database kept in a folder (backups): `snapshot` dumps
   * the whole database (PGlite's data folder as a tar) while no transaction is
   * open and runs `alsoCapture` with it before any transaction may start again.
   */
  embedded?: {
    snapshot<T>(alsoCapture: (dump: Blob) => Promise<T>): Promise<T>;
  };
}

/** Runs one SQL text with `$1`-style parameters; what pg-boss needs of a connection. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * node-postgres: connections the pool holds open, idle in it, and requests
 * waiting for one. PGlite: statements and transactions running (it runs one
 * at a time; the rest wait in its queue).
 */
export interface DatabaseUse {
  driver: 'pglite' | 'postgres';
  total: number;
  idle: number;
  waiting: number;
  inFlight: number;
}

/** Sends `payload` to every listener of `channel`; inside a transaction, once it commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolMax?: number }
  /** `dataDir` null keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | null };

// pg_trgm: the trigram index of lead search (PostgreSQL servers ship it as a contrib module).
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Unpacks a dump of an embedded database (`embedded.snapshot`) into `dataDir`,
 * an empty folder the caller has claimed (claimEmbeddedDataFolder).
 */
export async function loadEmbeddedDump(dataDir: string, dump: Blob): Promise<void> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: dump,
  });
  await client.close();
  await makePrivate(dataDir);
}

// Serialises migrations of several API instances starting at once.
const MIGRATION_LOCK_KEY = 4_242_001;

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres({ client: pool, logger: queryCountingLogger });
    const listeners = postgresListeners(options.url);
    /** Runs `work` holding the migration lock on a connection of the pool. */
    async function withMigrationLock<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    }
    return {
      db,
      driver: 'postgres',
      async migrate(migrationsFolder, migrationsTable) {
        await withMigrationLock((client) =>
          migratePostgres(drizzlePostgres({ client }), { migrationsFolder, migrationsTable }),
        );
      },
      jobStore: { connectionString: options.url },
      exclusive: (work) =>
        withMigrationLock((client) =>
          work({ executeSql: (text, values) => client.query(text, values) }),
        ),
      ping: () => ping(db),
      use: () => ({
        driver: 'postgres',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        inFlight: pool.totalCount - pool.idleCount,
      }),
      listen: listeners.listen,
      async close() {
        await listeners.close();
        await pool.end();
      },
    };
  }

  const release = options.dataDir ? await claimEmbeddedDataFolder(options.dataDir) : null;
  const dataDir = options.dataDir;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? undefined, { extensions: PGLITE_EXTENSIONS });
    if (dataDir) await makePrivate(dataDir);
  } catch (error) {
    await release?.();
    throw error;
  }
  const inFlight = countInFlight(client);
  const db = drizzlePglite({
    client: countTransactionStatements(client),
    logger: queryCountingLogger,
  });
  // One process holds an embedded database, so a promise chain is its migration lock.
  let exclusiveTail: Promise<unknown> = Promise.resolve();
  const executor = pgliteExecutor(client);
  return {
    db,
    driver: 'pglite',
    async migrate(migrationsFolder, migrationsTable) {
      await migratePglite(db, { migrationsFolder, migrationsTable });
      if (dataDir) await makePrivate(dataDir);
    },
    jobStore: { db: executor },
    exclusive(work) {
      // The tail never rejects: a failed holder does not keep the next one out.
      const run = exclusiveTail.then(() => work(executor));
      exclusiveTail = run.catch(() => undefined);
      return run;
    },
    ping: () => ping(db),
    use: () => ({ driver: 'pglite', total: 1, idle: 0, waiting: 0, inFlight: inFlight.count }),
    // One process owns an embedded database, so its connection never drops.
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async close() {
      await client.close();
      await release?.();
    },
    ...(dataDir && {
      embedded: {
        // PGlite runs one statement at a time and holds its transaction lock from BEGIN to
        // COMMIT; an empty transaction of our own takes that lock, so no other transaction is
        // half done in the dump nor starts until `alsoCapture` has finished. dumpDataDir waits
        // for the statement in progress, if any.
        snapshot: (alsoCapture) =>
          client.transaction(async () => alsoCapture(await client.dumpDataDir('none'))),
      },
    }),
  };
}

/**
 * pg-boss's statements on PGlite: a text without parameters may hold several
 * statements (its schema install is one `BEGIN; …; COMMIT;`), which only
 * `exec` runs; the answer is the last statement's.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

/** Counts the client's calls that have not settled yet (query, exec, transaction). */
function countInFlight(client: PGlite): { count: number } {
  const state = { count: 0 };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: async (...args: unknown[]) => {
        state.count += 1;
        try {
          return await original(...args);
        } finally {
          state.count -= 1;
        }
      },
    });
  }
  return state;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool):
 * one client for every channel, opened on the first `listen`, reconnected
 * after a failure, with `onGap` telling listeners they may have missed something.
 */
function postgresListeners(url: string) {
  const channels = new Map<string, { onMessage: (payload: string) => void; onGap: () => void }[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) {
        listener.onMessage(message.payload ?? '');
      }
    });
    next.on('error', () => {
      if (client !== next || closed) return;
      client = null;
      connecting = null;
      next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${pgIdentifier(channel)}`);
    client = next;
    return next;
  }

  async function reconnect(): Promise<void> {
    if (closed || connecting) return;
    try {
      connecting = connect();
      await connecting;
      for (const listeners of channels.values()) for (const listener of listeners) listener.onGap();
    } catch {
      connecting = null;
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onGap: () => void) {
      const listener = { onMessage, onGap };
      const known = channels.get(channel);
      channels.set(channel, [...(known ?? []), listener]);
      connecting ??= connect();
      const connection = await connecting;
      if (!known) await connection.query(`listen ${pgIdentifier(channel)}`);
      return async () => {
        channels.set(
          channel,
          (channels.get(channel) ?? []).filter((entry) => entry !== listener),
        );
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** Channel names are ours (`club_cache`), quoted all the same. */
function pgIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
