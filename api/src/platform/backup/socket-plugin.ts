import { createReadStream } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';
import { createBackupArchive } from './backup-archive';
import { BACKUP_REQUEST_PATH, backupSocketPath, removeStaleSocket } from './backup';

/** Linux and macOS refuse longer Unix socket paths (sun_path). */
const MAX_SOCKET_PATH_BYTES = 103;

/**
 * With the embedded database in DATA_DIR, the API answers `backup` commands
 * on a Unix socket in that folder (see backup.ts): this process holds the
 * database and is the only one that can dump it consistently while it serves.
 * One backup at a time; a second request waits for the first.
 */
export const backupSocketPlugin = fp(
  async (app) => {
    const { config, database, clock } = app.ctx;
    const embedded = database.embedded;
    if (!embedded) return;
    const dataDir = config.dataDir;
    const socketPath = backupSocketPath(dataDir);
    const log = app.log.child({ component: 'backup' });
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
      log.warn(
        { socketPath },
        'DATA_DIR is too long a path for the backup socket: backups need the API stopped',
      );
      return;
    }

    let queue: Promise<unknown> = Promise.resolve();
    const server: Server = createServer((request, reply) => {
      if (request.method !== 'POST' || request.url !== BACKUP_REQUEST_PATH) {
        reply.writeHead(404).end();
        return;
      }
      request.resume();
      const run = queue.then(async () => {
        const archive = await createBackupArchive(embedded, dataDir, clock.now());
        try {
          reply.writeHead(200, { 'content-type': 'application/gzip' });
          await pipeline(createReadStream(archive.file), reply);
          log.info({ files: archive.manifest.files.length }, 'backup sent');
        } finally {
          await archive.remove();
        }
      });
      queue = run.catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        if (!reply.headersSent) reply.writeHead(500).end();
        else reply.destroy();
      });
    });

    app.addHook('onReady', async () => {
      // This process holds the folder's lock: a socket there is a crashed process's.
      await removeStaleSocket(socketPath);
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolveListen());
      });
      await chmod(socketPath, 0o600);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      await removeStaleSocket(socketPath);
    });
  },
  { name: 'backup-socket', fastify: '5.x', dependencies: ['app-context'] },
);
