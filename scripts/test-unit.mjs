/**
 * Unit and API tests. Everything runs once with the embedded database
 * (PGlite); when TEST_DATABASE_URL names a PostgreSQL server, the API tests
 * run a second time against it, so one run proves both drivers.
 */
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
const vitest = (args, env) => {
  const result = spawnSync('pnpm', ['exec', 'vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

vitest(process.argv.slice(2), withoutServer);
if (TEST_DATABASE_URL) {
  console.info('\nAPI tests again, on the PostgreSQL server of TEST_DATABASE_URL');
  vitest(['--project', 'api', '--project', 'api-log-audit'], process.env);
}
