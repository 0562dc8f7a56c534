import { createWriteStream } from 'node:fs';
import { chmod, copyFile, rename, rm, unlink } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../db/database';
import { isEmbeddedDataFolderLocked } from '../../db/embedded-data-folder';
import {
  createBackupArchive,
  isFile,
  verifyBackupArchive,
  type BackupManifest,
  type EmbeddedDatabase,
} from './backup-archive';

/**
 * Where a running API offers backups of its embedded database: a Unix socket
 * in DATA_DIR, owner-only (0600) like the folder, so only the API's own user
 * can ask (no token to keep or to leak).
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

/** The one request the backup socket answers (HTTP over the socket). */
export const BACKUP_REQUEST_PATH = '/backup';

/** A backup that cannot be taken as asked (no database, nobody answering). */
export class BackupFailedError extends Error {
  override readonly name = 'BackupFailedError';
}

/** Asks the API holding the folder for an archive, written to `target`. */
async function requestFromRunningApi(dataDir: string, target: string): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  await new Promise<void>((resolveRequest, reject) => {
    const outgoing = request(
      { socketPath, path: BACKUP_REQUEST_PATH, method: 'POST' },
      (answer) => {
        if (answer.statusCode !== 200) {
          answer.resume();
          reject(
            new BackupFailedError(
              `The running API could not take the backup (status ${answer.statusCode}); see its log.`,
            ),
          );
          return;
        }
        pipeline(answer, createWriteStream(target, { mode: 0o600 })).then(resolveRequest, reject);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '')
          ? new BackupFailedError(
              `An API holds the embedded database in ${dataDir} but does not answer on ${socketPath}. ` +
                'Is it an older version, or is DATA_DIR too long a path for a socket (see its log)? ' +
                'Stop it and run the backup again.',
            )
          : error,
      );
    });
    outgoing.end();
  });
}

/** Opens the folder itself (no API runs on it) and writes an archive to `target`. */
async function backUpIdleFolder(dataDir: string, target: string, now: Date): Promise<void> {
  const databaseFolder = join(dataDir, 'pglite');
  if (!(await isFile(join(databaseFolder, 'PG_VERSION')))) {
    throw new BackupFailedError(`There is no embedded database in ${databaseFolder} to back up.`);
  }
  const database = await openDatabase({ driver: 'pglite', dataDir: databaseFolder });
  try {
    const archive = await createBackupArchive(database.embedded as EmbeddedDatabase, dataDir, now);
    try {
      await copyFile(archive.file, target);
      await chmod(target, 0o600);
    } finally {
      await archive.remove();
    }
  } finally {
    await database.close();
  }
}

/**
 * `backup <file>`: one tar.gz of the embedded set-up in `dataDir`. An API
 * running on the folder holds its lock and is the only process that can dump
 * the database consistently, so it is asked over the backup socket; with no
 * API running, the folder is opened here. The archive is written beside
 * `file`, read back whole against its manifest, and only then renamed to
 * `file`, so an earlier backup of that name is replaced only by a good one.
 */
export async function backUpDataFolder(
  dataDir: string,
  file: string,
  now: Date,
): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  try {
    if (await isEmbeddedDataFolderLocked(join(dataDir, 'pglite'))) {
      await requestFromRunningApi(dataDir, partial);
    } else {
      await backUpIdleFolder(dataDir, partial, now);
    }
    const manifest = await verifyBackupArchive(partial);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Removes a socket left by an API that crashed (the caller holds the folder's lock). */
export async function removeStaleSocket(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
