/** Types of log-redaction.mjs, for the API's TypeScript (api/src/http/logging.ts and friends). */

export const REDACTED: string;
export const SECRET_FIELDS: readonly string[];
export const SECRET_HEADERS: readonly string[];

export function loggedPath(url: string | undefined, route: string | null | undefined): string;

export interface LoggedRequest {
  method: string | undefined;
  /** The pattern of the route the request matched. */
  route?: string;
  /** For a request that matched no route: its path, segments that could hold a secret masked. */
  path?: string;
  /** The names of the query's parameters. */
  query?: string[];
}

export function loggedRequest(request: {
  method?: string;
  url?: string;
  route?: string | null;
}): LoggedRequest;

export function redactText(text: string): string;
