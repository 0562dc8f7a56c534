import { getApiUrl } from '@club/platform/config/runtime-config';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * The API at the network edge for component tests (Mock Service Worker in
 * Node): the code under test sends real requests through the shared API
 * client, and a handler per endpoint answers them. Unlike mocking a
 * `*-requests` module, the URL, the method, the JSON body and the answer's
 * parsing against the contract are all exercised.
 *
 *   const api = setUpFakeApi();                       // in the test file, once
 *   api.use(answer('post', '/auth/otp/request', { nonce: 'n1' }));
 *   const sent = recordRequests(api);                 // what the page sent, in order
 *
 * A request no handler answers fails the test. An answer that depends on the
 * request or on the test's progress is an MSW handler written in the test:
 * `http.get(apiUrl('/admin/news'), ({ request }) => HttpResponse.json(...))`.
 */
export function setUpFakeApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** MSW's own handler and response makers, for an answer written in the test (no app needs msw itself). */
export { http, HttpResponse };

/** The full URL of an API path, as the shared client sends it. */
export const apiUrl = (path: string) => `${getApiUrl()}${path}`;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An endpoint that answers `body` (JSON, status 200 unless given) to every request. */
export function answer(method: Method, path: string, body: JsonBodyType, status = 200) {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** An endpoint that answers with the API's error body: `{ error: { code, message } }`. */
export function answerError(
  method: Method,
  path: string,
  status: number,
  message: string,
  code = 'ERROR',
) {
  return http[method](apiUrl(path), () =>
    HttpResponse.json({ error: { code, message } }, { status }),
  );
}

/** An endpoint whose requests fail at the network (no answer at all). */
export function networkFailure(method: Method, path: string) {
  return http[method](apiUrl(path), () => HttpResponse.error());
}

export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters, when the URL has any (values as sent, so as text). */
  query?: Record<string, string>;
  body: unknown;
}

/**
 * Every request the API receives from now on, to the end of the test: method,
 * path, query and JSON body. The body is read as the request starts, before
 * its answer reaches the page.
 */
export function recordRequests(server: SetupServer): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const record: SentRequest = { method: request.method, path: url.pathname, body: undefined };
    if (url.search) record.query = Object.fromEntries(url.searchParams);
    sent.push(record);
    void request
      .clone()
      .text()
      .then((text: string) => {
        // A file sent to the storage is not JSON: it is kept as text.
        try {
          record.body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          record.body = text;
        }
      });
  });
  return sent;
}
