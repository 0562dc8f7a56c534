/**
 * Unit and API tests. Everything runs once with the embedded database
 * (PGlite); when TEST_DATABASE_URL names a PostgreSQL server, the API tests
 * whose subject is the database run a second time against it, so one run
 * proves both drivers. The others test something else (configuration, HTTP
 * framing, logs, adapters, probes of the HTTP surface): the database only
 * holds their fixtures, so a second pass would prove nothing new (the list is
 * in vitest.config.ts, applied when API_TESTS=database).
 */
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const vitest = (args, env) => {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

vitest(process.argv.slice(2), withoutServer);
if (TEST_DATABASE_URL) {
  console.info(
    '\nThe API tests about the database again, on the PostgreSQL server of TEST_DATABASE_URL',
  );
  vitest(['--project', 'api', '--project', 'api-log-audit'], {
    ...process.env,
    API_TESTS: 'database',
  });
}
