/**
 * What a log line may say about an HTTP request, for every process that logs
 * requests: the API, its worker and its admin command (api/src/http/logging.ts),
 * and the production topology's own servers (scripts/topology/s3-store.mjs,
 * scripts/static-server.mjs). A URL can carry a secret: a one-time link's token
 * in its path (`/privacy/exports/<token>`), an upload link's signature or an
 * S3 presigned `X-Amz-Signature` in its query, a code or a nonce. Whoever reads
 * a log must not be able to use them, so no log line holds a raw URL.
 */

/** What stands in a log line for a value it must not show. */
export const REDACTED = '[redacted]';

/**
 * Names of the fields that hold a secret wherever they are logged: sign-in
 * codes and their nonces, one-time link tokens, upload signatures, session
 * tokens, passwords, and message texts (they carry codes and links).
 */
export const SECRET_FIELDS = [
  'code',
  'nonce',
  'token',
  'signature',
  'accessToken',
  'refreshToken',
  'password',
  'text',
];

/** Request headers that carry credentials. */
export const SECRET_HEADERS = ['authorization', 'cookie'];

/**
 * A path segment or query key that reads as a word (`privacy`, `wp-login.php`,
 * `X-Amz-Signature`): letters and `. _ ~ -`, at most 24 characters. The
 * secrets a URL carries do not: the tokens and signatures the API issues are
 * 43 random base64url characters or more, S3's are 64 hex digits, codes are
 * digits, and ids are uuids. Anything else is masked, so a made-up or
 * mistyped link cannot carry a token into the log either.
 */
const PLAIN_WORD = /^[A-Za-z][A-Za-z._~-]{0,23}$/;

/** Paths longer than this are cut: scanners send very long ones, and the start says enough. */
const MAX_SEGMENTS = 8;
const MAX_QUERY_KEYS = 20;

function plainOrRedacted(word) {
  return word === '' || PLAIN_WORD.test(word) ? word : REDACTED;
}

function splitUrl(url) {
  const target = url || '/';
  const mark = target.indexOf('?');
  return mark === -1
    ? { path: target, query: '' }
    : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

/** A path that matched no route, with every segment that is not a plain word masked. */
function maskedPath(path) {
  const segments = path.split('/').slice(1);
  const kept = segments.slice(0, MAX_SEGMENTS).map((segment) => plainOrRedacted(segment));
  if (segments.length > MAX_SEGMENTS) kept.push('…');
  return `/${kept.join('/')}`;
}

/** The names of the query's parameters, never their values (a value can be a signature). */
function queryKeys(query) {
  if (!query) return [];
  const keys = new Set();
  for (const key of new URLSearchParams(query).keys()) {
    if (keys.size === MAX_QUERY_KEYS) break;
    keys.add(plainOrRedacted(key));
  }
  return [...keys];
}

/**
 * Where a request went, as a log or a span may name it: the route's pattern
 * (`/privacy/exports/:token`) when it matched one, else the masked path; never
 * the query.
 *
 * @param {string | undefined} url the request target (`request.url`)
 * @param {string | null | undefined} route the pattern of the route it matched
 */
export function loggedPath(url, route) {
  return route || maskedPath(splitUrl(url).path);
}

/**
 * A request as a log line shows it: the method, the route's pattern (or, for a
 * request that matched no route, `path`: the masked path) and the names of its
 * query's parameters.
 *
 * @param {{ method?: string, url?: string, route?: string | null }} request
 */
export function loggedRequest({ method, url, route }) {
  const { path, query } = splitUrl(url);
  const keys = queryKeys(query);
  return {
    method,
    ...(route ? { route } : { path: maskedPath(path) }),
    ...(keys.length > 0 ? { query: keys } : {}),
  };
}

/** A query parameter's value in free text: `?signature=…`, `&token=…`. */
const QUERY_VALUE = /([?&][^\s=&#?"'<>]+=)[^\s&#"'<>]+/g;
/** A path segment of 32 or more token characters (base64url, hex): `/privacy/exports/<token>`. */
const TOKEN_SEGMENT = /\/([A-Za-z0-9_-]{32,})/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Free text that may quote a URL (an error's message or stack, a library's
 * warning) without its secrets: every query value is masked, and so is every
 * path segment of 32 or more token characters, the shape of each token and
 * signature the API issues or S3 signs (a uuid stays: an id is no secret, and
 * it finds the record). Names in the text (a table, a constraint) stay.
 *
 * @param {string} text
 */
export function redactText(text) {
  return text
    .replace(QUERY_VALUE, `$1${REDACTED}`)
    .replace(TOKEN_SEGMENT, (segment, run) => (UUID.test(run) ? segment : `/${REDACTED}`));
}
