import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/config/package-root';
import { openDatabase, type DatabaseHandle } from '../src/db/database';

/** The migrations up to, and not including, the one with `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  await writeFile(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }),
  );
  return folder;
}

describe("the paid events' city, for events made before it existed", () => {
  let database: DatabaseHandle | null = null;
  let folder: string | null = null;
  afterEach(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("takes a chapter's city the venue names, else the venue's last part, and none for an online event", async () => {
    folder = await migrationsBefore('0035_event-city');
    database = await openDatabase({ driver: 'pglite', dataDir: null });
    await database.migrate(folder);
    const { db } = database;
    await db.execute(sql`
      insert into chapters (name, city, venue, address, weekday, start_time, duration_minutes, agenda)
      values ('Vadodara Central', 'Vadodara', 'Hotel Express', 'Alkapuri', 3, '07:30', 120, 'Referrals')`);
    const event = (title: string, venue: string | null, onlineUrl: string | null) => sql`
      insert into paid_events (title, description, venue, online_url, starts_at, cancellation_cutoff_at)
      values (${title}, 'About', ${venue}, ${onlineUrl}, now() + interval '10 days', now() + interval '7 days')`;
    await db.execute(event('Named chapter city', 'Hotel Express, Alkapuri, vadodara 390007', null));
    await db.execute(event('Last part', 'The Leela, Sahar Road, Mumbai - 400059', null));
    await db.execute(event('One part', 'Hotel Shreyas', 'https://meet.example.in/x'));
    await db.execute(event('Online', null, 'https://meet.example.in/y'));

    await database.migrate(migrationsFolder());
    // Both drivers answer a raw statement with its `rows`.
    const { rows } = (await db.execute(
      sql`select title, city from paid_events order by title`,
    )) as unknown as { rows: { title: string; city: string | null }[] };
    expect(rows).toEqual([
      { title: 'Last part', city: 'Mumbai' },
      { title: 'Named chapter city', city: 'Vadodara' },
      { title: 'One part', city: 'Hotel Shreyas' },
      { title: 'Online', city: null },
    ]);
  }, 90_000);
});
