import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_PREFIX } from './test-database-name';

/**
 * Gives this run an id and a data folder (file storage); when the run ends,
 * removes the folder and, with TEST_DATABASE_URL, drops the databases the
 * workers created under that id.
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('apiTestRunId', runId);
  const dataDir = mkdtempSync(join(tmpdir(), 'club-api-test-'));
  project.provide('apiTestDataDir', dataDir);
  // The same folder for the API tests and the audit that runs after them (same main process).
  const logDir = join(tmpdir(), `club-api-test-logs-${process.pid}`);
  project.provide('apiTestLogDir', logDir);

  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${TEST_DATABASE_PREFIX}${runId}_%`],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
