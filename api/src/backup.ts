import { resolve } from 'node:path';
import { CONFIG_VARIABLES } from './config/config-variables';
import { DataFolderLockedError } from './db/embedded-data-folder';
import { BackupArchiveError } from './platform/backup/backup-archive';
import { backUpDataFolder, BackupFailedError } from './platform/backup/backup';
import { restoreBackup, RestoreRefusedError } from './platform/backup/restore';

const USAGE =
  'Usage: pnpm --filter @club/api backup <file.tar.gz>   (or restore <file.tar.gz>)\n' +
  '       node dist/backup.mjs backup|restore <file.tar.gz>';

/** Errors with a message meant for the operator (no stack trace). */
const EXPECTED = [
  DataFolderLockedError,
  BackupArchiveError,
  BackupFailedError,
  RestoreRefusedError,
];

/**
 * Backup and restore of the embedded set-up (PGlite and stored files in
 * DATA_DIR), with the API's own settings. A backup may run while the API
 * serves; a restore only into an empty DATA_DIR. PostgreSQL and S3 have their
 * own tools (docs/deploying.md, "Backups").
 */
async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  // Only the two settings it needs: the whole configuration would generate secrets into an
  // empty DATA_DIR, which a restore then refuses as not empty.
  const dataDir = CONFIG_VARIABLES.DATA_DIR.schema.parse(process.env.DATA_DIR);
  if (CONFIG_VARIABLES.DATABASE_URL.schema.parse(process.env.DATABASE_URL)) {
    console.error(
      'DATABASE_URL is set: this command backs up the embedded database only. Back up ' +
        'PostgreSQL with pg_dump and WAL archiving (docs/deploying.md, "Backups").',
    );
    process.exitCode = 1;
    return;
  }
  // `pnpm --filter` runs in api/: a relative file is where the operator typed the command.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (command === 'backup') {
    const manifest = await backUpDataFolder(dataDir, path, new Date());
    console.info(
      `Backed up ${dataDir} to ${path}: the database and ${manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length} stored files.`,
    );
  } else {
    const manifest = await restoreBackup(path, dataDir);
    console.info(
      `Restored the backup of ${manifest.createdAt} (API ${manifest.appVersion}) into ${dataDir}.`,
    );
  }
}

main().catch((error: unknown) => {
  const expected = EXPECTED.some((kind) => error instanceof kind);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
