import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { migrationsFolder } from '../config/package-root';
import { openDatabase, type DatabaseHandle } from './database';

/** The configured database (PostgreSQL, or PGlite in DATA_DIR), migrated to the latest schema. */
export async function openAppDatabase(
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
      : { driver: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await database.migrate(migrationsFolder());
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info({ driver: database.driver }, 'database migrated');
  return database;
}
