/**
 * Backup and restore of the embedded set-up (PGlite and local-disk files in
 * DATA_DIR): a backup taken while an API serves on the folder comes back,
 * whole, in a new folder, and a restore never writes over data. PGlite only:
 * a PostgreSQL run has nothing embedded to back up.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companyEndpoints, companyProfileSchema } from '@club/contract/companies';
import { endpointUrl } from '@club/contract/endpoint';
import { invoiceEndpoints, invoicesResponseSchema } from '@club/contract/invoices';
import { fileEndpoints, presignResponseSchema, uploadEndpoints } from '@club/contract/uploads';
import { isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { companies, companyProfiles } from '../src/db/schema/companies';
import { invoices, paymentTransactions } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { backUpDataFolder, backupSocketPath } from '../src/platform/backup/backup';
import { restoreBackup, RestoreRefusedError } from '../src/platform/backup/restore';
import { bearer, pngBytes } from './helpers/members';
import { buyer, paidCheckout, PLAN_IDS, verify } from './helpers/purchase';
import { recordSecretsOf, runLogStream } from './helpers/run-log';
import { signIn } from './helpers/sign-in';
import { testConfig, TestClock, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://api.bizbridge.example';
const folders: string[] = [];
const apps: TestApp['app'][] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'club-backup-'));
  folders.push(folder);
  return folder;
}

/** An API that opens (and locks) the embedded database in `dataDir`, as `pnpm start` does. */
async function embeddedApi(dataDir: string): Promise<TestApp> {
  const clock = new TestClock();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, PUBLIC_URL }),
    clock,
    logStream: runLogStream(),
  });
  apps.push(app);
  recordSecretsOf(app, app.ctx.adapters);
  await app.ready();
  return { app, clock, db: app.ctx.db };
}

async function stop(test: TestApp): Promise<void> {
  apps.splice(apps.indexOf(test.app), 1);
  await test.app.close();
}

/** A member who paid for a plan (so has an invoice) and saved a logo in the company profile. */
async function payingMemberWithLogo(test: TestApp) {
  const who = await buyer(test);
  const { fields } = await paidCheckout(test.app, who.accessToken, PLAN_IDS.Producers);
  expect((await verify(test.app, who.accessToken, fields)).statusCode).toBe(200);

  const logo = pngBytes(2048);
  const presigned = await test.app.inject({
    method: 'POST',
    url: endpointUrl(uploadEndpoints.companyLogo),
    headers: bearer(who.accessToken),
    payload: { contentType: 'image/png', size: logo.length },
  });
  const link = presignResponseSchema.parse(presigned.json());
  const uploadUrl = new URL(link.uploadUrl);
  const sent = await test.app.inject({
    method: 'PUT',
    url: `${uploadUrl.pathname}${uploadUrl.search}`,
    headers: { 'content-type': 'image/png' },
    payload: logo,
  });
  expect(sent.statusCode).toBeLessThan(300);
  const saved = await test.app.inject({
    method: 'PATCH',
    url: endpointUrl(companyEndpoints.updateOwnProfile),
    headers: bearer(who.accessToken),
    payload: { profileImageKey: link.objectKey },
  });
  expect(saved.statusCode).toBe(200);
  return { ...who, logo, logoKey: link.objectKey };
}

/** What a member sees of their invoices, with each PDF. */
async function invoicesOf(test: TestApp, accessToken: string) {
  const list = await test.app.inject({
    method: 'GET',
    url: endpointUrl(invoiceEndpoints.list),
    headers: bearer(accessToken),
  });
  expect(list.statusCode).toBe(200);
  const page = invoicesResponseSchema.parse(list.json());
  const pdfs = await Promise.all(
    page.items.map((invoice) =>
      test.app.inject({
        method: 'GET',
        url: endpointUrl(invoiceEndpoints.pdf, { id: invoice.id }),
        headers: bearer(accessToken),
      }),
    ),
  );
  return { items: page.items, pdfs };
}

async function rows(test: TestApp) {
  return {
    users: await test.db.select().from(users).orderBy(users.id),
    companies: await test.db.select().from(companies).orderBy(companies.id),
    payments: await test.db.select().from(paymentTransactions).orderBy(paymentTransactions.id),
    invoices: await test.db.select().from(invoices).orderBy(invoices.id),
  };
}

/** Paths under `folder` that anyone but the owner may read, write or enter. */
function openToOthers(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .concat(folder)
    .filter((path) => (statSync(path).mode & 0o077) !== 0);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore (embedded)', () => {
  it(
    'a backup taken while the API serves brings back members, payments, invoices and files',
    { timeout: 180_000 },
    async () => {
      const root = newFolder();
      const source = join(root, 'live');
      const first = await embeddedApi(source);
      const member = await payingMemberWithLogo(first);
      const before = await rows(first);
      const invoicesBefore = await invoicesOf(first, member.accessToken);
      expect(invoicesBefore.items).toHaveLength(1);
      // The receipt e-mail goes out now: after the restore, the newest message is the sign-in code.
      await first.app.outboxWorker.runOnce();

      // The API holds the folder, so the backup asks it over its private socket.
      expect(statSync(backupSocketPath(source)).mode & 0o777).toBe(0o600);
      const archive = join(root, 'club-backup.tar.gz');
      const manifest = await backUpDataFolder(source, archive, new Date());
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(manifest).toMatchObject({
        format: 'bizbridge-club-embedded-backup',
        formatVersion: 1,
        appVersion: '1.0.0',
        database: 'database.tar',
      });
      expect(manifest.files.map((file) => file.path)).toEqual(
        expect.arrayContaining(['database.tar', `uploads/${member.logoKey}`]),
      );
      expect(manifest.files.find((file) => file.path === `uploads/${member.logoKey}`)?.size).toBe(
        member.logo.length,
      );

      // The API went on serving; what it writes now is not in the backup.
      const later = await buyer(first, { email: 'after-the-backup@example.in' });

      const target = join(root, 'restored');
      const restored = await restoreBackup(archive, target);
      expect(restored.createdAt).toBe(manifest.createdAt);
      expect(openToOthers(target)).toEqual([]);

      const second = await embeddedApi(target);
      expect(await rows(second)).toEqual(before);
      const session = await signIn(second.app, member.email);
      const invoicesAfter = await invoicesOf(second, session.accessToken);
      expect(invoicesAfter.items).toEqual(invoicesBefore.items);
      const [pdf] = invoicesAfter.pdfs;
      expect(pdf?.statusCode).toBe(200);
      expect(pdf?.headers['content-type']).toBe('application/pdf');
      expect(pdf?.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const profile = await second.app.inject({
        method: 'GET',
        url: endpointUrl(companyEndpoints.ownProfile),
        headers: bearer(session.accessToken),
      });
      expect(companyProfileSchema.parse(profile.json()).profileImageKey).toBe(member.logoKey);
      const logo = await second.app.inject({
        method: 'GET',
        url: endpointUrl(fileEndpoints.file, { '*': member.logoKey }),
      });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(member.logo)).toBe(true);

      const afterwards = (await rows(second)).users.map((user) => user.email);
      expect(afterwards).not.toContain(later.email);
    },
  );

  it(
    'a backup taken while members save logos holds every file its rows name',
    { timeout: 180_000 },
    async () => {
      const root = newFolder();
      const source = join(root, 'live');
      const api = await embeddedApi(source);
      await payingMemberWithLogo(api);

      // Writes (payments, uploads, profile saves) go on while the backup is taken.
      const archive = join(root, 'during-writes.tar.gz');
      const [manifest] = await Promise.all([
        backUpDataFolder(source, archive, new Date()),
        payingMemberWithLogo(api),
        payingMemberWithLogo(api),
      ]);

      const target = join(root, 'restored');
      await restoreBackup(archive, target);
      await stop(api);
      const restored = await embeddedApi(target);
      const named = await restored.db
        .select({ key: companyProfiles.profileImageKey })
        .from(companyProfiles)
        .where(isNotNull(companyProfiles.profileImageKey));
      expect(named.length).toBeGreaterThanOrEqual(1);
      const stored = new Set(manifest.files.map((file) => file.path));
      expect(named.filter(({ key }) => !stored.has(`uploads/${key}`))).toEqual([]);
      for (const { key } of named) {
        const file = await restored.app.inject({
          method: 'GET',
          url: endpointUrl(fileEndpoints.file, { '*': key ?? '' }),
        });
        expect(file.statusCode).toBe(200);
      }
      // Every invoice of the restored database belongs to a payment it also holds.
      const { payments, invoices: bills } = await rows(restored);
      const paymentIds = new Set(payments.map((payment) => payment.id));
      expect(bills.filter((bill) => !paymentIds.has(bill.transactionId))).toEqual([]);
    },
  );

  it(
    'restores only into an empty folder and refuses a damaged archive',
    { timeout: 120_000 },
    async () => {
      const root = newFolder();
      const source = join(root, 'live');
      const api = await embeddedApi(source);
      await buyer(api);
      await stop(api);

      // No API runs on the folder now: the backup opens it itself.
      const archive = join(root, 'club-backup.tar.gz');
      await backUpDataFolder(source, archive, new Date());

      await expect(restoreBackup(archive, source)).rejects.toThrow(RestoreRefusedError);
      const occupied = join(root, 'occupied');
      mkdirSync(occupied);
      writeFileSync(join(occupied, 'notes.txt'), 'keep me');
      await expect(restoreBackup(archive, occupied)).rejects.toThrow(/is not empty \(notes\.txt\)/);
      expect(readdirSync(occupied)).toEqual(['notes.txt']);

      const damaged = join(root, 'damaged.tar.gz');
      const bytes = readFileSync(archive);
      writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const empty = join(root, 'empty');
      await expect(restoreBackup(damaged, empty)).rejects.toThrow(/not a readable backup archive/);
      expect(readdirSync(root)).not.toContain('empty');
    },
  );
});
