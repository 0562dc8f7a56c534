import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, type Dirent } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { apiPackageRoot } from '../../config/package-root';
import type { DatabaseHandle } from '../../db/database';
import { PRIVATE_FOLDER } from '../../lib/private-folder';

/** The archive's own name for what it holds; a restore refuses any other. */
export const BACKUP_FORMAT = 'bizbridge-club-embedded-backup';
/** Raised when the layout of the archive changes; a restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

/** Inside the archive: the manifest, PGlite's data folder as a tar, and DATA_DIR's files. */
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_DUMP_NAME = 'database.tar';
export const UPLOADS_FOLDER = 'uploads';
/** The generated secrets of a set-up without JWT_SECRET/OTP_SECRET: sessions survive a restore. */
export const LOCAL_SECRETS_NAME = 'secrets.json';

const manifestFileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.literal(DATABASE_DUMP_NAME),
  files: z.array(manifestFileSchema),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** An archive that is not a whole backup of this kind (truncated, altered, another format). */
export class BackupArchiveError extends Error {
  override readonly name = 'BackupArchiveError';
}

export type EmbeddedDatabase = NonNullable<DatabaseHandle['embedded']>;

function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(apiPackageRoot(), 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `folder`, as paths relative to it. */
async function filesUnder(folder: string, base = folder): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path, base)));
    else if (entry.isFile()) files.push(relative(base, path));
  }
  return files.sort();
}

/**
 * A file's content as it is now, in the staging folder: a hard link (instant,
 * whatever the size: the storage replaces a file by renaming a new one over
 * it, never by writing into it, so the link keeps today's content), or a copy
 * where the file system has no hard links.
 */
async function capture(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), PRIVATE_FOLDER);
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** A file the local storage is still writing (see local-disk-storage.ts): not a stored file yet. */
const isPartial = (path: string) => path.endsWith('.partial');

export interface BackupArchive {
  /** The tar.gz, inside a private staging folder of DATA_DIR. */
  file: string;
  manifest: BackupManifest;
  /** Removes the staging folder and the archive in it. */
  remove(): Promise<void>;
}

/**
 * Writes one tar.gz of the embedded set-up in `dataDir`: the database, the
 * stored files (`uploads/`), the generated secrets if any, and a manifest
 * (format, time, app version, each file's size and SHA-256).
 *
 * Consistency: the database is dumped while no transaction is open, and the
 * files are captured (hard links) before any transaction may start again.
 * That is enough because of two rules the API keeps: a row names a file only
 * after the file is stored (acceptUploadedImage checks that it is there), and
 * a file leaves the disk only inside the transaction that removes its
 * `storage_deletions` row, queued by the transaction that stopped using it.
 * So every file the dumped rows name is captured. At worst the archive holds a
 * file that no row names yet (an upload in flight), which the daily clean-up
 * of unused uploads removes after a restore like any other; a file still being
 * written (`.partial`) is left out, and as nothing names it yet, the member
 * only has to upload it again.
 */
export async function createBackupArchive(
  database: EmbeddedDatabase,
  dataDir: string,
  now: Date,
): Promise<BackupArchive> {
  const staging = await mkdtemp(join(dataDir, '.backup-'));
  const remove = () => rm(staging, { recursive: true, force: true });
  try {
    const content = join(staging, 'content');
    await mkdir(content, { mode: 0o700 });
    const dump = await database.snapshot(async (dumped) => {
      const uploads = join(dataDir, UPLOADS_FOLDER);
      for (const path of await filesUnder(uploads)) {
        if (!isPartial(path))
          await capture(join(uploads, path), join(content, UPLOADS_FOLDER, path));
      }
      return dumped;
    });
    await writeFile(join(content, DATABASE_DUMP_NAME), Buffer.from(await dump.arrayBuffer()));
    const secrets = join(dataDir, LOCAL_SECRETS_NAME);
    if (await isFile(secrets)) await copyFile(secrets, join(content, LOCAL_SECRETS_NAME));

    // One file at a time: a club's uploads may be thousands of files.
    const files: BackupManifest['files'] = [];
    for (const path of await filesUnder(content)) {
      const full = join(content, path);
      files.push({ path, size: (await stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database: DATABASE_DUMP_NAME,
      files,
    };
    await writeFile(join(content, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = join(staging, 'backup.tar.gz');
    // The manifest first, so a reader knows what to expect before the files.
    await tar.c({ file, gzip: true, cwd: content, portable: true }, [
      MANIFEST_NAME,
      ...files.map((entry) => entry.path),
    ]);
    return { file, manifest, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Whether `path` is a regular file (false when there is nothing there). */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads a whole archive and checks it against its manifest: the format and
 * version are known, and every file the manifest lists is there with its size
 * and SHA-256 (and nothing else is). Returns the manifest.
 */
export async function verifyBackupArchive(file: string): Promise<BackupManifest> {
  let manifestText: string | null = null;
  const found = new Map<string, { size: number; hash: Promise<string> }>();
  try {
    await tar.t({
      file,
      // A truncated or damaged archive is an error, not a warning.
      strict: true,
      onReadEntry(entry) {
        if (entry.type !== 'File') return;
        const path = entry.path.replace(/^\.\//, '');
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        const done = new Promise<string>((resolveHash) =>
          entry.on('end', () => resolveHash(hash.digest('hex'))),
        );
        entry.on('data', (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
          if (path === MANIFEST_NAME) chunks.push(chunk);
        });
        entry.on('end', () => {
          if (path === MANIFEST_NAME) manifestText = Buffer.concat(chunks).toString('utf8');
          else found.set(path, { size, hash: done });
        });
      },
    });
  } catch (error) {
    throw new BackupArchiveError(
      `${file} is not a readable backup archive (${(error as Error).message}).`,
    );
  }
  if (manifestText === null) throw new BackupArchiveError(`${file} has no ${MANIFEST_NAME}.`);
  const parsed = backupManifestSchema.safeParse(JSON.parse(manifestText));
  if (!parsed.success) {
    throw new BackupArchiveError(`${file} is not a backup of this API (its manifest is unknown).`);
  }
  const manifest = parsed.data;
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      `${file} is a backup of format version ${manifest.formatVersion}; this API reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const listed = new Set(manifest.files.map((entry) => entry.path));
  if (!listed.has(DATABASE_DUMP_NAME)) {
    throw new BackupArchiveError(`${file} holds no database.`);
  }
  for (const entry of manifest.files) {
    const seen = found.get(entry.path);
    if (!seen || seen.size !== entry.size || (await seen.hash) !== entry.sha256) {
      throw new BackupArchiveError(
        `${file} is damaged: ${entry.path} is missing or differs from its manifest.`,
      );
    }
  }
  const unlisted = [...found.keys()].filter((path) => !listed.has(path));
  if (unlisted.length > 0) {
    throw new BackupArchiveError(`${file} holds files its manifest does not list.`);
  }
  return manifest;
}
