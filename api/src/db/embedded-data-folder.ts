import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { PRIVATE_FOLDER } from '../lib/private-folder';

/** What the start says when another process holds the folder. */
export class DataFolderLockedError extends Error {
  override readonly name = 'DataFolderLockedError';
  constructor(folder: string) {
    super(
      `Another API process is using the embedded database in ${folder}. ` +
        'Stop it first, or give this one its own DATA_DIR; several instances share a ' +
        'PostgreSQL server (DATABASE_URL), never an embedded database.',
    );
  }
}

/** A lock is stale when its holder has not touched it for this long (a crashed process). */
const STALE_MS = 10_000;

/**
 * Files only the API's user may read or write: the database holds codes'
 * hashes and sessions. PGlite unpacks a new database with mode 0666, so this
 * runs again once it has; later files follow the folder's mode and the umask.
 */
export async function makePrivate(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await makePrivate(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

const lockOptions = (folder: string) => ({ lockfilePath: `${folder}.lock`, realpath: false });

/** Whether a live process (an API, a backup, a restore) holds the folder now. */
export function isEmbeddedDataFolderLocked(folder: string): Promise<boolean> {
  return lockfile.check(folder, { ...lockOptions(folder), stale: STALE_MS });
}

/**
 * Prepares PGlite's data folder: created owner-only (0700, files 0600, and a
 * umask so that files created later are too; call `makePrivate` again once
 * PGlite has created a new database), and locked for this process. A
 * second process on the same folder would split the data and lose writes, so
 * it waits for a crashed holder's lock to go stale and otherwise fails with
 * DataFolderLockedError. Returns the release for shutdown.
 */
export async function claimEmbeddedDataFolder(folder: string): Promise<() => Promise<void>> {
  process.umask(0o077);
  await mkdir(folder, PRIVATE_FOLDER);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, {
      ...lockOptions(folder),
      stale: STALE_MS,
      retries: { retries: Math.ceil(STALE_MS / 1000) + 2, factor: 1, minTimeout: 1000 },
      onCompromised: (error) => {
        // Someone else may be writing the folder now: stop before the data splits.
        console.error(`The lock on ${folder} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new DataFolderLockedError(folder);
    throw error;
  }
  await makePrivate(folder);
  return release;
}
