import type { HttpMethod } from '@club/contract/endpoint';

/**
 * The site's HTTP layer: the browser's own `fetch`, with what the API client
 * needs around it (query strings, JSON bodies, a timeout, one error type).
 * A library such as axios cost the signed-in pages its download, its start-up
 * and one more shared module to negotiate on every page; `fetch` costs none of
 * that and does everything the site asks of HTTP.
 */

/** How the answer's body is read: JSON (text when it is not JSON), a Blob, or text. */
export type ResponseType = 'json' | 'blob' | 'text';

/** Query values: `undefined` and `null` are left out, arrays repeat their key. */
export type QueryValue = string | number | boolean | Date | null | undefined;

export interface HttpRequest {
  method: HttpMethod;
  /** A path of the API (`/leads`) joined to `baseUrl`, or an absolute URL. */
  url: string;
  baseUrl?: string;
  params?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-encoded unless it is a Blob, FormData, URLSearchParams or a string. */
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  /** Milliseconds before the request is given up (0: never). */
  timeout?: number;
  /** Sends and accepts cookies across origins (the API's refresh cookie). */
  withCredentials?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
}

/**
 * Why a request failed: an answer with an error status (`http`, with the
 * answer), no answer at all (`network`), no answer in time (`timeout`), or the
 * caller cancelled it (`aborted`).
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

const HTTP_ERROR = Symbol.for('club.http-error');

export class HttpError<T = unknown> extends Error {
  override readonly name = 'HttpError';
  readonly [HTTP_ERROR] = true;
  readonly kind: HttpErrorKind;
  readonly method: HttpMethod;
  readonly url: string;
  /** The answer, when the server gave one. */
  readonly response: HttpResponse<T> | undefined;

  constructor(
    kind: HttpErrorKind,
    request: HttpRequest,
    response?: HttpResponse<T>,
    options?: ErrorOptions,
  ) {
    const what = `${request.method} ${request.url}`;
    super(
      kind === 'http'
        ? `${what} failed with status ${response?.status ?? '?'}`
        : kind === 'timeout'
          ? `${what} timed out`
          : kind === 'aborted'
            ? `${what} was cancelled`
            : `${what} got no answer`,
      options,
    );
    this.kind = kind;
    this.method = request.method;
    this.url = request.url;
    this.response = response;
  }
}

/**
 * By its brand rather than `instanceof`: a remote may run its own copy of this
 * module (another version of the package) beside the shell's client.
 */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && (error as Partial<HttpError>)[HTTP_ERROR] === true;
}

/** Sends a request and returns the answer whatever its status; throws only when there is none. */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

function queryString(params: HttpRequest['params']): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request's full address: base, path and query. */
export function requestUrl(request: HttpRequest): string {
  const absolute = /^https?:\/\//.test(request.url);
  return `${absolute ? '' : (request.baseUrl ?? '')}${request.url}${queryString(request.params)}`;
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

async function readBody(response: Response, type: ResponseType): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An answer that is not JSON (a proxy's HTML page, the storage's XML) stays text.
    return text;
  }
}

/**
 * One signal for the caller's cancellation and the timeout, without
 * `AbortSignal.any` (missing on the older phones the site supports).
 */
function requestSignal(
  timeout: number,
  signal: AbortSignal | undefined,
): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          expired = true;
          controller.abort();
        }, timeout)
      : undefined;
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}

/** The default transport: the browser's `fetch`. */
export const fetchTransport: HttpTransport = async (request) => {
  const headers = new Headers(request.headers);
  let body: BodyInit | undefined;
  if (request.data !== undefined && request.data !== null) {
    if (isRawBody(request.data)) {
      body = request.data;
    } else {
      body = JSON.stringify(request.data);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
  const abort = requestSignal(request.timeout ?? 0, request.signal);
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers,
      body,
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal: abort.signal,
    });
    const data = await readBody(response, request.responseType ?? 'json');
    return { status: response.status, data, headers: response.headers };
  } catch (error) {
    if (abort.timedOut()) throw new HttpError('timeout', request);
    if (request.signal?.aborted) throw new HttpError('aborted', request);
    throw new HttpError('network', request, undefined, { cause: error });
  } finally {
    abort.done();
  }
};

let transport: HttpTransport = fetchTransport;

/**
 * Replaces how requests travel (null: back to `fetch`). For tests, which
 * answer requests without a network, the way axios's adapters did.
 */
export function setHttpTransport(next: HttpTransport | null): void {
  transport = next ?? fetchTransport;
}

/** Sends a request; an answer with a status of 400 or more throws an `HttpError` carrying it. */
export async function sendRequest<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
  const response = await transport(request);
  if (response.status >= 400) throw new HttpError('http', request, response);
  return response as HttpResponse<T>;
}
