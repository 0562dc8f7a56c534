import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as tar from 'tar';
import { loadEmbeddedDump } from '../../db/database';
import { claimEmbeddedDataFolder, makePrivate } from '../../db/embedded-data-folder';
import { PRIVATE_FOLDER } from '../../lib/private-folder';
import {
  DATABASE_DUMP_NAME,
  LOCAL_SECRETS_NAME,
  UPLOADS_FOLDER,
  verifyBackupArchive,
  type BackupManifest,
} from './backup-archive';

/** A restore that would overwrite data, or meet a running API. */
export class RestoreRefusedError extends Error {
  override readonly name = 'RestoreRefusedError';
}

async function entriesOf(folder: string): Promise<string[] | null> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Restores a backup archive into `dataDir`, which must be empty or not exist:
 * a restore never merges into nor replaces data (move the old folder aside
 * first). The folder is claimed like an API claims it, so no API can start on
 * it halfway; the archive is checked whole against its manifest before
 * anything is unpacked; everything ends owner-only (0700/0600). When a step
 * fails, the folder is emptied again.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<BackupManifest> {
  const existing = await entriesOf(dataDir);
  if (existing && existing.length > 0) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', ...' : ''}). ` +
        'A backup is restored only into an empty or new folder: stop the API, move the folder ' +
        'aside (or set DATA_DIR to a new one), then restore.',
    );
  }
  const manifest = await verifyBackupArchive(archive);
  await mkdir(dataDir, PRIVATE_FOLDER);
  const databaseFolder = join(dataDir, 'pglite');
  const release = await claimEmbeddedDataFolder(databaseFolder);
  try {
    const staging = await mkdtemp(join(dataDir, '.restore-'));
    await tar.x({ file: archive, cwd: staging, strict: true });
    const dump = await readFile(join(staging, DATABASE_DUMP_NAME));
    await loadEmbeddedDump(databaseFolder, new Blob([dump]));
    for (const name of [UPLOADS_FOLDER, LOCAL_SECRETS_NAME]) {
      if (await exists(join(staging, name))) await rename(join(staging, name), join(dataDir, name));
    }
    await rm(staging, { recursive: true, force: true });
    await makePrivate(dataDir);
  } catch (error) {
    await release();
    for (const name of (await entriesOf(dataDir)) ?? []) {
      await rm(join(dataDir, name), { recursive: true, force: true });
    }
    throw error;
  }
  await release();
  return manifest;
}
