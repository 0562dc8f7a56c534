/** Test databases on a PostgreSQL server are named `club_api_test_<run>_<worker>`. */
export const TEST_DATABASE_PREFIX = 'club_api_test_';

/** The server's URL with another database name. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestRunId: string;
    /** A folder the run's apps keep files in (DATA_DIR), removed when the run ends. */
    apiTestDataDir: string;
    /** Where the run's logs and the secrets the tests saw are kept for the audit. */
    apiTestLogDir: string;
  }
}
