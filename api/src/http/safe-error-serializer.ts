import { err as serializeError } from 'pino-std-serializers';
import { redactText } from '../../../scripts/log-redaction.mjs';

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

/**
 * A copy of a serialized error's value with the secrets of any URL it quotes
 * masked: a failed call's message or a Fastify warning can hold a whole link
 * (`/privacy/exports/<token>`, `?signature=…`). The error itself is left as it is.
 */
function withoutUrlSecrets(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutUrlSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutUrlSecrets(item, depth + 1)]),
  );
}

/**
 * Pino's error serializer, after database errors lose their parameters and
 * values, and every text of the error the secrets of the URLs it quotes.
 */
export function safeErrorSerializer(error: Error): ReturnType<typeof serializeError> {
  const serialized = serializeError(error instanceof Error ? sanitised(error) : error);
  if (serialized === null || typeof serialized !== 'object') return serialized;
  // The serialized error is a fresh object (pino keeps the original under a hidden `raw`).
  for (const [key, value] of Object.entries(serialized)) {
    serialized[key] = withoutUrlSecrets(value, 0);
  }
  return serialized;
}
