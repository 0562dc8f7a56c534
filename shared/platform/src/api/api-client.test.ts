import * as z from 'zod/mini';
import {
  apiClient,
  callApi,
  fetchCurrentUser,
  logout,
  refreshTokens,
  setLogoutRedirect,
  setUnauthorizedRedirect,
} from '@club/platform/api/api-client';
import {
  ContractError,
  getErrorMessage,
  getErrorStatus,
  isApiError,
} from '@club/platform/api/api-error';
import { requestUrl, setHttpTransport, type HttpRequest } from '@club/platform/api/http';
import { runtimeConfigSchema, setRuntimeConfig } from '@club/platform/config/runtime-config';
import type { Endpoint, HttpMethod } from '@club/contract/endpoint';
import type { UserProfile } from '@club/contract/user';
import { useSessionStore } from '@club/platform/session/session-store';

/** A route of this test's own, public, answering `response`. */
function route<S extends z.ZodMiniType | null, X extends Partial<Endpoint> = object>(
  method: HttpMethod,
  path: `/${string}`,
  response: S,
  extra?: X,
) {
  return { method, path, access: 'public', tag: 'Test', summary: 'test', response, ...extra } as {
    method: HttpMethod;
    path: `/${string}`;
    access: 'public';
    tag: string;
    summary: string;
    response: S;
  } & X;
}

type Handler = (request: HttpRequest) => { status: number; data?: unknown };

interface Recorded {
  method: string;
  url: string;
  authorization: string | null;
  request: HttpRequest;
}

/** A fake network for the client and its bare refresh call: records each request, answers the handler's. */
function installServer(handler: Handler) {
  const calls: Recorded[] = [];
  setHttpTransport(async (request) => {
    calls.push({
      method: request.method,
      url: requestUrl(request),
      authorization: request.headers?.Authorization ?? null,
      request,
    });
    // Let concurrent requests pile up the way a real network would.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { status, data } = handler(request);
    return { status, data: data ?? '', headers: new Headers() };
  });
  return {
    calls,
    count: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url.endsWith(path)).length,
  };
}

const unauthorized = { status: 401, data: { error: { code: 'UNAUTHORIZED', message: 'Expired' } } };

const profile: UserProfile = {
  id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
  username: 'Asha Patel',
  email: 'asha@example.com',
  countryCode: '+91',
  mobileNumber: '9876543210',
  mobileVerified: true,
  language: 'en',
  roles: [{ role: { name: 'member' } }],
  companies: [],
};

const redirect = vi.fn<() => void>();
const reload = vi.fn<() => void>();

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useSessionStore.getState().setTokens({ accessToken: 'old-token', sessionId: 'sid-1' });
  redirect.mockReset();
  reload.mockReset();
  setUnauthorizedRedirect(redirect);
  setLogoutRedirect(reload);
  window.history.replaceState(null, '', '/members');
});

afterEach(() => {
  setHttpTransport(null);
  setUnauthorizedRedirect(null);
  setLogoutRedirect(null);
  window.history.replaceState(null, '', '/');
});

describe('apiClient configuration', () => {
  it('sends cookies and times out after 30 s', async () => {
    const server = installServer(() => ({ status: 200, data: {} }));
    await apiClient.get('/states');
    expect(server.calls[0]?.request.withCredentials).toBe(true);
    expect(server.calls[0]?.request.timeout).toBe(30_000);
  });

  it('attaches the bearer token of the session store and resolves the API host per request', async () => {
    const server = installServer(() => ({ status: 200, data: { ok: true } }));
    await callApi(route('GET', '/news', z.object({ ok: z.literal(true) })));
    expect(server.calls[0]?.authorization).toBe('Bearer old-token');
    expect(server.calls[0]?.url).toBe('http://localhost:4000/news');
    expect(server.calls[0]?.request.withCredentials).toBe(true);
    expect(server.calls[0]?.request.timeout).toBe(30_000);

    // Config loaded at boot is honoured by later requests.
    const remotes = {
      marketing: 'https://m.example.test/mf-manifest.json',
      onboarding: 'https://o.example.test/mf-manifest.json',
      member_area: 'https://a.example.test/mf-manifest.json',
      news_admin: 'https://n.example.test/mf-manifest.json',
      events: 'https://n.example.test/mf-manifest.json',
    };
    setRuntimeConfig(runtimeConfigSchema.parse({ apiUrl: 'https://api.example.test/', remotes }));
    try {
      await callApi(route('GET', '/news', z.object({ ok: z.literal(true) })));
      expect(server.calls[1]?.url).toBe('https://api.example.test/news');
    } finally {
      setRuntimeConfig(runtimeConfigSchema.parse({ remotes }));
    }
  });

  it('sends no Authorization header without a token', async () => {
    useSessionStore.getState().clearSession();
    const server = installServer(() => ({ status: 200, data: {} }));
    await apiClient.get('/states');
    expect(server.calls[0]?.authorization).toBeNull();
  });
});

describe('401 handling', () => {
  it('shares one refresh among concurrent 401s and retries each request once', async () => {
    const server = installServer((request) => {
      if (request.url?.endsWith('/auth/refresh')) {
        return { status: 200, data: { accessToken: 'new-token', sessionId: 'sid-2' } };
      }
      const auth = request.headers?.Authorization;
      return auth === 'Bearer new-token'
        ? { status: 200, data: { url: request.url } }
        : unauthorized;
    });
    const schema = z.object({ url: z.string() });

    const results = await Promise.all([
      callApi(route('GET', '/a', schema)),
      callApi(route('GET', '/b', schema)),
      callApi(route('GET', '/c', schema)),
    ]);

    expect(results.map((result) => result.url)).toEqual(['/a', '/b', '/c']);
    expect(server.count('POST', '/auth/refresh')).toBe(1);
    for (const path of ['/a', '/b', '/c']) {
      const attempts = server.calls.filter((call) => call.url.endsWith(path));
      expect(attempts.map((call) => call.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    const refresh = server.calls.find((call) => call.url.endsWith('/auth/refresh'));
    expect(refresh?.url).toBe('http://localhost:4000/auth/refresh');
    expect(refresh?.request.withCredentials).toBe(true);
    expect(refresh?.request.data).toEqual({});
    expect(refresh?.authorization).toBeNull();
    expect(useSessionStore.getState().accessToken).toBe('new-token');
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(localStorage.getItem('sessionId')).toBe('sid-2');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('uses the tokens another tab has just refreshed instead of refreshing again', async () => {
    const server = installServer((request) => {
      if (request.url?.endsWith('/auth/refresh')) {
        return { status: 200, data: { accessToken: 'never', sessionId: 'never' } };
      }
      if (request.url?.endsWith('/a') && request.headers?.Authorization === 'Bearer old-token') {
        // Meanwhile another tab refreshed: it rotated the shared cookie and stored new tokens.
        localStorage.setItem('accessToken', 'other-tab-token');
        localStorage.setItem('sessionId', 'sid-2');
        return unauthorized;
      }
      return { status: 200, data: { url: request.url } };
    });

    await callApi(route('GET', '/a', z.object({ url: z.string() })));

    expect(server.count('POST', '/auth/refresh')).toBe(0);
    expect(server.calls.at(-1)?.authorization).toBe('Bearer other-tab-token');
    expect(useSessionStore.getState().accessToken).toBe('other-tab-token');
  });

  it('does not retry a second time when the retried request is refused again', async () => {
    const server = installServer((request) =>
      request.url?.endsWith('/auth/refresh')
        ? { status: 200, data: { accessToken: 'new-token', sessionId: 'sid-2' } }
        : unauthorized,
    );

    const error: unknown = await apiClient.get('/me').catch((caught: unknown) => caught);

    expect(getErrorStatus(error)).toBe(401);
    expect(server.count('GET', '/me')).toBe(2);
    expect(server.count('POST', '/auth/refresh')).toBe(1);
  });

  it('clears both stored values and redirects to /signin when the refresh fails', async () => {
    const server = installServer(() => unauthorized);

    const results = await Promise.allSettled([apiClient.get('/x'), apiClient.get('/y')]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.count('POST', '/auth/refresh')).toBe(1);
    expect(server.count('GET', '/x')).toBe(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when already on /signin', async () => {
    window.history.replaceState(null, '', '/signin');
    installServer(() => unauthorized);

    await expect(apiClient.get('/x')).rejects.toThrow();

    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never refreshes for the OTP, refresh and logout calls themselves', async () => {
    const server = installServer(() => unauthorized);
    await expect(
      apiClient.request('POST', '/auth/otp/verify', { data: { nonce: 'n', code: '1' } }),
    ).rejects.toThrow();
    expect(server.count('POST', '/auth/refresh')).toBe(0);
    expect(localStorage.getItem('accessToken')).toBe('old-token');
  });

  it('refreshTokens parses the contract and stores the new tokens', async () => {
    installServer(() => ({ status: 200, data: { accessToken: 'fresh', sessionId: 'sid-9' } }));
    await expect(refreshTokens()).resolves.toEqual({ accessToken: 'fresh', sessionId: 'sid-9' });
    expect(localStorage.getItem('accessToken')).toBe('fresh');
  });
});

describe('errors and contracts', () => {
  it('reads the server message from error.message, else the fallback', async () => {
    installServer((request) =>
      request.url === '/conflict'
        ? { status: 409, data: { error: { code: 'CONFLICT', message: 'Already registered' } } }
        : request.url === '/plain'
          ? { status: 400, data: { message: 'Top-level message' } }
          : { status: 500, data: '<html>oops</html>' },
    );
    const conflict = await apiClient.get('/conflict').catch((error: unknown) => error);
    const plain = await apiClient.get('/plain').catch((error: unknown) => error);
    const html = await apiClient.get('/html').catch((error: unknown) => error);

    expect(getErrorMessage(conflict, 'Registration failed')).toBe('Already registered');
    expect(isApiError(conflict)).toBe(true);
    expect(getErrorStatus(conflict)).toBe(409);
    expect(getErrorMessage(plain, 'Registration failed')).toBe('Top-level message');
    expect(getErrorMessage(html, 'Registration failed')).toBe('Registration failed');
    expect(isApiError(html)).toBe(false);
    expect(getErrorMessage(new Error('internal detail'), 'Failed')).toBe('Failed');
    expect(getErrorStatus(new Error('x'))).toBeUndefined();
  });

  it('throws a ContractError naming the path when a response does not match', async () => {
    installServer(() => ({ status: 200, data: { items: [{ id: 1, name: 42 }] } }));
    const schema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });

    const error: unknown = await callApi(route('GET', '/states', schema)).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(/GET \/states.*items\.0\.name/);
    expect(getErrorMessage(error, 'Fallback')).toBe('Fallback');
  });

  it('calls a route by its definition: fills in encoded parameters, sends the body, parses the answer', async () => {
    const server = installServer((request) => ({
      status: 200,
      data: { ok: true, echo: request.data ?? null },
    }));
    const schema = z.object({ ok: z.literal(true), echo: z.unknown() });

    const body = { body: z.unknown() };
    const post = route('POST', '/leads', schema, body);
    await expect(callApi(post, { body: { a: 1 } })).resolves.toEqual({
      ok: true,
      echo: { a: 1 },
    });
    const params = { params: z.object({ id: z.string() }) };
    const patch = route('PATCH', '/leads/:id', schema, { ...body, ...params });
    await expect(callApi(patch, { params: { id: '1' }, body: { b: 2 } })).resolves.toEqual({
      ok: true,
      echo: { b: 2 },
    });
    const remove = route('DELETE', '/leads/:id', schema, params);
    await expect(callApi(remove, { params: { id: '1' } })).resolves.toEqual({
      ok: true,
      echo: null,
    });
    const noBody = route('DELETE', '/leads/:id', null, params);
    await expect(callApi(noBody, { params: { id: 'a/2' } })).resolves.toBeUndefined();
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://localhost:4000/leads',
      'PATCH http://localhost:4000/leads/1',
      'DELETE http://localhost:4000/leads/1',
      'DELETE http://localhost:4000/leads/a%2F2',
    ]);
  });
});

describe('fetchCurrentUser', () => {
  it('returns the parsed profile', async () => {
    installServer(() => ({ status: 200, data: profile }));
    await expect(fetchCurrentUser()).resolves.toEqual(profile);
  });

  it('clears the stored tokens on 403', async () => {
    installServer(() => ({ status: 403, data: { error: { code: 'FORBIDDEN', message: 'No' } } }));
    await expect(fetchCurrentUser()).rejects.toThrow();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('clears the stored tokens when a 401 survives the refresh', async () => {
    installServer((request) =>
      request.url?.endsWith('/auth/refresh')
        ? { status: 200, data: { accessToken: 'new-token', sessionId: 'sid-2' } }
        : unauthorized,
    );
    await expect(fetchCurrentUser()).rejects.toThrow();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('only warns on 429 and keeps the tokens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installServer(() => ({
      status: 429,
      data: { error: { code: 'RATE_LIMITED', message: 'Slow' } },
    }));

    await expect(fetchCurrentUser()).rejects.toThrow();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBe('old-token');
    expect(localStorage.getItem('sessionId')).toBe('sid-1');
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('calls the endpoint, clears the tokens and reloads at /', async () => {
    const server = installServer(() => ({ status: 200, data: { ok: true } }));
    await logout();
    expect(server.count('POST', '/auth/logout')).toBe(1);
    expect(server.calls[0]?.authorization).toBe('Bearer old-token');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens even when the call fails, then navigates to /', async () => {
    const server = installServer(() => ({ status: 500, data: {} }));
    await expect(logout()).resolves.toBeUndefined();
    expect(server.count('POST', '/auth/logout')).toBe(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the logout call itself gets 401', async () => {
    const server = installServer(() => unauthorized);
    await logout();
    expect(server.count('POST', '/auth/refresh')).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });
});
