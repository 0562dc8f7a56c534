import * as z from 'zod/mini';
import { apiErrorBodySchema, type ApiErrorBody } from '@club/contract/common';
import { isHttpError, type HttpError } from '@club/platform/api/http';

/**
 * Thrown when a response body does not match its contract schema. The message
 * names the request, the path of the first offending field and the issue, so a
 * drift between server and client shows up as one clear line.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly url: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(url: string, error: z.core.$ZodError) {
    const first = error.issues[0];
    const path = first && first.path.length > 0 ? first.path.map(String).join('.') : '(root)';
    const issue = first ? first.message : 'invalid response';
    super(`Response of ${url} does not match the contract at ${path}: ${issue}`);
    this.url = url;
    this.issues = error.issues;
  }
}

/** A failed request whose answer is the API's documented error shape. */
export function isApiError(error: unknown): error is HttpError<ApiErrorBody> {
  return isHttpError(error) && apiErrorBodySchema.safeParse(error.response?.data).success;
}

/** The HTTP status of a failed request, or undefined (network error, timeout, not an HTTP error). */
export function getErrorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/**
 * The API did not answer the request: no response at all (network error,
 * timeout) or a server error (5xx). Trying again later may work.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

const messageText = z.string().check(z.minLength(1));
const nestedMessageSchema = z.object({ error: z.object({ message: messageText }) });
const topLevelMessageSchema = z.object({ message: messageText });

/**
 * The message the server sent with an error (spec 000 section 7: `error.message`
 * of the body; spec 001 also allows a top-level `message`), else `fallback`.
 * Errors that are not HTTP responses (network, contract drift, bugs) get the
 * fallback so no internal text reaches the user.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  const body: unknown = error.response?.data;
  const documented = apiErrorBodySchema.safeParse(body);
  if (documented.success && documented.data.error.message) return documented.data.error.message;
  // An error code this client does not know yet still carries a readable message.
  const nested = nestedMessageSchema.safeParse(body);
  if (nested.success) return nested.data.error.message;
  const topLevel = topLevelMessageSchema.safeParse(body);
  if (topLevel.success) return topLevel.data.message;
  return fallback;
}
