/**
 * Unit and API tests. Everything runs once with the embedded database
 * (PGlite); when TEST_DATABASE_URL names a PostgreSQL server, the API tests
 * whose subject is the database run a second time against it, so one run
 * proves both drivers. The others test something else (configuration, HTTP
 * framing, logs, adapters, probes of the HTTP surface): the database only
 * holds their fixtures, so a second pass would prove nothing new. The index
 * tests, which fill tables with 10^5 rows, then run on the server only. (The
 * lists are in vitest.config.ts, chosen by API_TESTS.)
 */
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const vitest = (args, env) => {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// With a server pass to follow, the index tests (10^5 rows each) are left to it.
vitest(
  process.argv.slice(2),
  TEST_DATABASE_URL ? { ...withoutServer, API_TESTS: 'embedded' } : withoutServer,
);
if (TEST_DATABASE_URL) {
  console.info(
    '\nThe API tests about the database again, on the PostgreSQL server of TEST_DATABASE_URL',
  );
  vitest(['--project', 'api', '--project', 'api-log-audit'], {
    ...process.env,
    API_TESTS: 'database',
  });
}
