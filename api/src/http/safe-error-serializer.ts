import { err as serializeError } from 'pino-std-serializers';

/**
 * What a database driver error may tell the log: its SQLSTATE and the names of
 * what failed. Not its `detail` ("Key (email)=(a@b.in) already exists"), nor
 * the values it quotes, nor the query's parameters, which carry whatever the
 * request sent: nonces, codes in message texts, e-mail addresses.
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;

/** A Drizzle query error: the failed query with its parameters, and the driver's error as cause. */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(error: Error): error is QueryError {
  return (
    typeof (error as Partial<QueryError>).query === 'string' &&
    Array.isArray((error as Partial<QueryError>).params)
  );
}

function isDatabaseError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

/** Quoted values in a driver message ('invalid input syntax for type uuid: "…"'). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/'(?:[^'\\]|\\.)*'/g, "'…'");
}

/** The stack's frames under a new first line (the original first lines repeat the message). */
function stackWith(headline: string, stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function databaseFields(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

function sanitised(error: Error, depth = 0): Error {
  if (depth > 5) return error;
  const cause = error.cause instanceof Error ? sanitised(error.cause, depth + 1) : undefined;
  // A driver error first: PGlite's also carries the query and its parameters.
  if (isDatabaseError(error)) {
    const safe = new Error(withoutQuotedValues(error.message), { cause });
    safe.name = error.name || 'DatabaseError';
    safe.stack = stackWith(`${safe.name}: ${safe.message}`, error.stack);
    return Object.assign(safe, databaseFields(error));
  }
  if (isQueryError(error)) {
    const safe = new Error(`Failed query: ${error.query}`, { cause });
    safe.name = 'DatabaseQueryError';
    safe.stack = stackWith(`DatabaseQueryError: ${safe.message}`, error.stack);
    // The log keeps only the top error's fields: the driver's SQLSTATE and names go there.
    const database = cause ? databaseFields(cause) : {};
    return Object.assign(safe, { parameterCount: error.params.length, ...database });
  }
  if (cause !== error.cause) {
    // Keep the error as it is, with its cause made safe.
    const copy = Object.assign(
      Object.create(Object.getPrototypeOf(error) as object),
      error,
    ) as Error;
    copy.message = error.message;
    copy.stack = error.stack;
    copy.cause = cause;
    return copy;
  }
  return error;
}

/** Pino's error serializer, after database errors lose their parameters and values. */
export function safeErrorSerializer(error: Error): ReturnType<typeof serializeError> {
  return serializeError(error instanceof Error ? sanitised(error) : error);
}
