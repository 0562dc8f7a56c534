import {
  HttpError,
  setHttpTransport,
  type HttpErrorKind,
  type HttpResponse,
} from '@club/platform/api/http';
import type { UserProfile } from '@club/contract/user';
import { loadSession, signInWithTokens } from '@club/platform/session/session-actions';
import { useSessionStore } from '@club/platform/session/session-store';

const profile: UserProfile = {
  id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
  username: 'Asha Patel',
  email: 'asha@example.com',
  countryCode: '+91',
  mobileNumber: '9876543210',
  mobileVerified: true,
  language: 'en',
  roles: [{ role: { name: 'admin' } }],
  companies: [],
};

function serve(status: number, data: unknown) {
  const calls: string[] = [];
  setHttpTransport(async (request): Promise<HttpResponse> => {
    calls.push(`${request.url} ${String(request.headers?.Authorization)}`);
    return { data, status, headers: new Headers() };
  });
  return calls;
}

/** An API that does not answer: no response at all (refused connection, or a timeout). */
function serveNothing(kind: HttpErrorKind = 'network') {
  setHttpTransport(async (request) => {
    throw new HttpError(kind, request);
  });
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
});

describe('loadSession', () => {
  it('stays anonymous without stored tokens and calls nothing', async () => {
    const calls = serve(200, profile);
    await expect(loadSession()).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  it('loads the profile when tokens are stored and becomes authenticated', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    const calls = serve(200, profile);
    const pending = loadSession();
    expect(useSessionStore.getState().status).toBe('loading');
    await expect(pending).resolves.toEqual(profile);
    expect(calls).toEqual(['/me Bearer tok']);
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile });
  });

  it('shares one request between concurrent calls', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    const calls = serve(200, profile);
    await Promise.all([loadSession(), loadSession()]);
    expect(calls).toHaveLength(1);
  });

  it('ends anonymous with tokens cleared on 403', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    serve(403, { error: { code: 'FORBIDDEN', message: 'No' } });
    await expect(loadSession()).resolves.toBeNull();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each([
    ['the network fails', () => serveNothing()],
    ['the request times out', () => serveNothing('timeout')],
    ['the API answers 503', () => serve(503, { error: { code: 'UNAVAILABLE', message: 'Down' } })],
  ])('keeps the session and reports the API unreachable when %s', async (_, failure) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    failure();
    await expect(loadSession()).resolves.toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'unreachable',
      accessToken: 'tok',
      sessionId: 'sid',
    });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('sessionId')).toBe('sid');
  });

  it('signs the member in when a later try reaches the API', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    serveNothing();
    await loadSession();
    expect(useSessionStore.getState().status).toBe('unreachable');
    serve(200, profile);
    await expect(loadSession()).resolves.toEqual(profile);
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile });
  });

  it('keeps the tokens on 429', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    serve(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } });
    await expect(loadSession()).resolves.toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('tok');
  });
});

describe('signInWithTokens', () => {
  it('stores the tokens, loads the profile and authenticates', async () => {
    const calls = serve(200, profile);
    await expect(signInWithTokens({ accessToken: 'new', sessionId: 'sid-new' })).resolves.toEqual(
      profile,
    );
    expect(calls).toEqual(['/me Bearer new']);
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(localStorage.getItem('sessionId')).toBe('sid-new');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', profile });
  });

  it('rethrows but keeps the new session when the API does not answer', async () => {
    serveNothing();
    await expect(signInWithTokens({ accessToken: 'new', sessionId: 'sid' })).rejects.toThrow();
    expect(useSessionStore.getState().status).toBe('unreachable');
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('rethrows and ends anonymous when the profile cannot be loaded', async () => {
    serve(403, { error: { code: 'FORBIDDEN', message: 'No' } });
    await expect(signInWithTokens({ accessToken: 'new', sessionId: 'sid' })).rejects.toThrow();
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
