import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { insertLead } from '../src/features/leads/repository';
import { bearer, createMember } from './helpers/members';
import { runLogStream } from './helpers/run-log';
import { signIn } from './helpers/sign-in';
import { TestClock, testConfig } from './helpers/test-app';
import { testDatabase } from './setup/test-database';
import { withDatabase } from './setup/test-database-name';

const serverUrl = process.env.TEST_DATABASE_URL;

interface PreparedStatement {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

/** The statements of a label (`named`'s prefix) the sessions prepared. */
function labelled(statements: PreparedStatement[], label: string): PreparedStatement[] {
  return statements.filter((statement) => statement.name.startsWith(`${label}_`));
}

const sum = (statements: PreparedStatement[], plans: 'generic_plans' | 'custom_plans') =>
  statements.reduce((total, statement) => total + statement[plans], 0);

/**
 * The prepared statements of every connection of a pool of `connections`:
 * as many transactions at once, each holding its own connection until all
 * have listed theirs.
 */
async function preparedStatements(db: Database, connections: number): Promise<PreparedStatement[]> {
  let listed = 0;
  let allListed = () => {};
  const everyConnection = new Promise<void>((resolve) => {
    allListed = resolve;
  });
  const lists = await Promise.all(
    Array.from({ length: connections }, () =>
      db.transaction(async (tx) => {
        const result = (await tx.execute(
          sql`select pg_backend_pid() as pid, name, generic_plans::int, custom_plans::int
              from pg_prepared_statements`,
        )) as unknown as { rows: (PreparedStatement & { pid: number })[] };
        listed += 1;
        if (listed === connections) allListed();
        await everyConnection;
        return result.rows;
      }),
    ),
  );
  return lists.flat();
}

describe('hot reads on PostgreSQL', () => {
  it.skipIf(!serverUrl)(
    'are named statements: a connection plans each once and then reuses its plan',
    { timeout: 60_000 },
    async () => {
      const shared = await testDatabase();
      const member = await createMember(shared.db);
      for (let n = 1; n <= 3; n += 1) {
        await insertLead(
          shared.db,
          {
            companyId: member.companyId,
            title: `Lead ${n}`,
            brief: `Brief ${n}`,
            description: `Details of lead ${n}`,
            categoryId: 1,
            subcategoryId: 1,
            location: 'Pune',
            email: 'leads@example.in',
            phone: '+91 98765 43210',
          },
          [{ objectKey: `leads/prepared-${n}.png`, sortOrder: 0 }],
        );
      }
      const [current] = (
        (await shared.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      if (!serverUrl || !current) throw new Error('no test database on the server');

      // A pool of its own, small enough to list the statements of each of its connections.
      const connections = 2;
      const database = await openDatabase({
        driver: 'postgres',
        url: withDatabase(serverUrl, current.name),
        poolMax: connections,
      });
      try {
        const app = await buildApp({
          config: testConfig(),
          database,
          clock: new TestClock(),
          logStream: runLogStream(),
        });
        try {
          const { accessToken } = await signIn(app, member.email);
          const requests = 12;
          for (let request = 0; request < requests; request += 1) {
            for (const url of ['/leads', '/me', '/companies/list']) {
              const response = await app.inject({
                method: 'GET',
                url,
                headers: bearer(accessToken),
              });
              expect(response.statusCode, url).toBe(200);
            }
          }
          expect(
            (
              await app.inject({ method: 'GET', url: '/leads', headers: bearer(accessToken) })
            ).json().items,
          ).toHaveLength(3);

          const statements = await preparedStatements(database.db, connections);
          for (const label of [
            'leads_page',
            'first_company_access',
            'open_session_with_roles',
            'user_with_roles',
            'companies_with_names',
            'memberships_of_companies',
            'directory_page',
            'directory_count',
          ]) {
            expect(labelled(statements, label), label).not.toHaveLength(0);
          }
          // Every list request ran the one statement of its text, prepared once per connection.
          // Whether PostgreSQL then reuses its generic plan or keeps making custom ones depends
          // on the table's statistics (a handful of test rows here, after the rest of the suite):
          // `pnpm bench:topology` shows planning per request on 100,000 leads.
          const list = labelled(statements, 'leads_page');
          expect(new Set(list.map((statement) => statement.name)).size).toBe(1);
          expect(list.length).toBeLessThanOrEqual(connections);
          expect(sum(list, 'custom_plans') + sum(list, 'generic_plans')).toBe(requests + 1);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    },
  );
});
