import type * as z from 'zod/mini';
import { ContractError, getErrorStatus } from '@club/platform/api/api-error';
import { getApiUrl } from '@club/platform/config/runtime-config';
import {
  HttpError,
  sendRequest,
  type HttpRequest,
  type HttpResponse,
} from '@club/platform/api/http';
import { authEndpoints, type AuthTokens } from '@club/contract/auth';
import {
  endpointName,
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@club/contract/endpoint';
import { meEndpoints, type UserProfile } from '@club/contract/user';
import { emitSiteEvent } from '@club/platform/events/site-events';
import { localeOfPath, pathInLocale, withoutLocale } from '@club/contract/locales';
import { paths, signInPathFrom } from '@club/contract/site-pages';
import {
  ACCESS_TOKEN_KEY,
  SESSION_ID_KEY,
  useSessionStore,
} from '@club/platform/session/session-store';

/** Every call gives up after 30 s. */
export const API_TIMEOUT_MS = 30_000;

/** What a call may set beyond the route: how to read the answer, a cancel signal. */
export type RequestOptions = Omit<HttpRequest, 'method' | 'url' | 'baseUrl'>;

type Navigate = () => void;

/**
 * Asks the page to show the sign-in page: the shell's router does it without a
 * reload (it cancels the event); on a page without it (or before the app has
 * mounted its router, when a stored session fails at boot), a full page load.
 * Either way the sign-in page names the page to come back to.
 */
const defaultUnauthorizedRedirect: Navigate = () => {
  if (emitSiteEvent('signInRequired', undefined)) {
    const { pathname, search } = window.location;
    // In the page's language, back to the page within it (the router's base adds the prefix).
    const from = `${withoutLocale(pathname)}${search}`;
    window.location.assign(pathInLocale(signInPathFrom(from), localeOfPath(pathname)));
  }
};
const defaultLogoutRedirect: Navigate = () =>
  window.location.assign(pathInLocale(paths.home(), localeOfPath(window.location.pathname)));

let unauthorizedRedirect = defaultUnauthorizedRedirect;
let logoutRedirect = defaultLogoutRedirect;

/** How to send the user to /signin when the session cannot be refreshed (null: the default above). */
export function setUnauthorizedRedirect(navigate: Navigate | null): void {
  unauthorizedRedirect = navigate ?? defaultUnauthorizedRedirect;
}

/** How to reload at / after logout (null: full page load). */
export function setLogoutRedirect(navigate: Navigate | null): void {
  logoutRedirect = navigate ?? defaultLogoutRedirect;
}

/** Calls whose 401 means "wrong credentials", not "expired token": never refreshed. */
const NO_REFRESH_URLS: ReadonlySet<string> = new Set(
  [
    authEndpoints.refresh,
    authEndpoints.logout,
    authEndpoints.requestCode,
    authEndpoints.verifyCode,
  ].map((endpoint) => endpointUrl(endpoint)),
);

function bearer(token: string): string {
  return `Bearer ${token}`;
}

let refreshInFlight: Promise<AuthTokens> | null = null;

/**
 * Several tabs share one refresh cookie, and the API treats a second use of a
 * rotated refresh token as theft. So tabs take turns (Web Locks), and a tab
 * that waited uses the tokens another tab has just stored instead of
 * refreshing again.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The lock is held until the task settles.
  return new Promise<T>((resolve, reject) => {
    void locks.request('club-auth-refresh', () => task().then(resolve, reject));
  });
}

function tokensRefreshedElsewhere(staleToken: string | null): AuthTokens | null {
  const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
  const sessionId = localStorage.getItem(SESSION_ID_KEY);
  if (!accessToken || !sessionId || staleToken === null || accessToken === staleToken) return null;
  return { accessToken, sessionId };
}

/**
 * POST /auth/refresh with the refresh cookie and an empty body; stores and
 * returns the new tokens. Concurrent callers share one request. `staleToken`
 * is the access token that was refused, if any.
 */
export function refreshTokens(staleToken: string | null = null): Promise<AuthTokens> {
  refreshInFlight ??= withRefreshLock(async () => {
    const fresh = tokensRefreshedElsewhere(staleToken);
    if (fresh) {
      useSessionStore.getState().setTokens(fresh);
      return fresh;
    }
    const url = `${getApiUrl()}${endpointUrl(authEndpoints.refresh)}`;
    // A bare call: no bearer header and no retry, so a failing refresh cannot loop.
    const response = await sendRequest({
      method: 'POST',
      url,
      data: {},
      withCredentials: true,
      timeout: API_TIMEOUT_MS,
    });
    const tokens = parseResponse(
      authEndpoints.refresh.response,
      response.data,
      endpointName(authEndpoints.refresh),
    );
    useSessionStore.getState().setTokens(tokens);
    return tokens;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

let recoveryInFlight: Promise<AuthTokens | null> | null = null;

/**
 * After a 401: one refresh for every waiting request. When it fails the tokens
 * are cleared and the user goes to /signin (unless already there), once.
 */
function recoverSession(staleToken: string | null): Promise<AuthTokens | null> {
  recoveryInFlight ??= refreshTokens(staleToken)
    .catch(() => {
      useSessionStore.getState().clearSession();
      if (withoutLocale(window.location.pathname) !== paths.signIn()) unauthorizedRedirect();
      return null;
    })
    .finally(() => {
      recoveryInFlight = null;
    });
  return recoveryInFlight;
}

/**
 * Sends a request to the API: its host from the run-time config, the
 * session's bearer token, cookies, the 30 s timeout. A 401 on a call with a
 * token refreshes the session once (shared by every request waiting) and
 * sends the request again, once.
 */
async function request<T = unknown>(
  method: HttpRequest['method'],
  url: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const send = (token: string | null) =>
    sendRequest<T>({
      timeout: API_TIMEOUT_MS,
      withCredentials: true,
      ...options,
      method,
      url,
      baseUrl: getApiUrl(),
      headers: { ...options.headers, ...(token ? { Authorization: bearer(token) } : {}) },
    });
  const sent = useSessionStore.getState().accessToken;
  try {
    return await send(sent);
  } catch (error) {
    if (!(error instanceof HttpError) || error.response?.status !== 401) throw error;
    if (NO_REFRESH_URLS.has(url)) throw error;
    // A request sent with a token that has been replaced meanwhile just retries with the new one.
    const current = useSessionStore.getState().accessToken;
    const stale = current !== null && sent !== null && sent !== current;
    if (!stale) {
      const tokens = await recoverSession(sent);
      if (!tokens) throw error;
    }
    return send(useSessionStore.getState().accessToken);
  }
}

/** Raw calls to the API (a file download, say) with the client's token, host and refresh rule. */
export const apiClient = {
  request,
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
};

/** Validates a response body against its contract; throws ContractError on drift. */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  description: string,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContractError(description, result.error);
  return result.data;
}

type OptionalInput<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions];

/**
 * Calls an API route by its definition in the route table: fills in the path
 * parameters, sends the query and body, and validates the answer against the
 * route's response schema (a `null` response is not read).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: OptionalInput<E>
): Promise<EndpointOutput<E>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const response = await request(
    endpoint.method,
    endpointUrl(endpoint, parts.params as Record<string, unknown> | undefined),
    { ...options, params: parts.query as RequestOptions['params'], data: parts.body },
  );
  if (endpoint.response === null) return undefined as EndpointOutput<E>;
  return parseResponse(
    endpoint.response,
    response.data,
    endpointName(endpoint),
  ) as EndpointOutput<E>;
}

/**
 * GET /me. A 401 first goes through the refresh rule; if it still ends in 401
 * or 403 the stored tokens are cleared. A 429 only warns. Errors are rethrown.
 */
export async function fetchCurrentUser(): Promise<UserProfile> {
  try {
    return await callApi(meEndpoints.profile);
  } catch (error) {
    const status = getErrorStatus(error);
    if (status === 401 || status === 403) {
      useSessionStore.getState().clearSession();
    } else if (status === 429) {
      console.warn(
        `[@club/platform] ${endpointName(meEndpoints.profile)} was rate limited (429); keeping the session.`,
      );
    }
    throw error;
  }
}

/**
 * POST /auth/logout (its failure is ignored), clear the stored tokens whatever
 * happened, then reload at /.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(authEndpoints.logout);
  } catch {
    // Spec 000 section 7: a failed logout call is ignored; the local session ends regardless.
  } finally {
    useSessionStore.getState().clearSession();
  }
  logoutRedirect();
}
