import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserProfile } from '@club/contract/user';
import { apiClient, fetchCurrentUser } from '@club/platform/api/api-client';
import { setRuntimeConfig, type RuntimeConfig } from '@club/platform/config/runtime-config';
import { startProfileRequest, takeProfileResponse } from '@club/platform/session/profile-request';
import { useSessionStore } from '@club/platform/session/session-store';

const API = 'http://api.test';

const configWithApi = (apiUrl: string) =>
  ({ apiUrl, compassUrl: '', remotes: {} }) as RuntimeConfig;

const profile: UserProfile = {
  id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
  username: 'Asha Patel',
  email: 'asha@example.com',
  countryCode: '+91',
  mobileNumber: '9876543210',
  mobileVerified: true,
  roles: [{ role: { name: 'member' } }],
  companies: [],
};

/** Every GET /me the API saw, with its Authorization header. */
let seen: string[] = [];
let answer: () => Response = () => HttpResponse.json(profile);

const server = setupServer(
  http.get(`${API}/me`, ({ request }) => {
    seen.push(request.headers.get('Authorization') ?? '');
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  answer = () => HttpResponse.json(profile);
  setRuntimeConfig(configWithApi(API));
  // The client's requests go through fetch too, so the same API answers both.
  apiClient.defaults.adapter = 'fetch';
  useSessionStore.getState().clearSession();
  takeProfileResponse();
});

describe('the boot’s early profile request', () => {
  it('sends nothing without a stored session', () => {
    startProfileRequest();
    expect(takeProfileResponse()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('asks once with the stored token, and the API client uses that answer instead of asking again', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    startProfileRequest();
    startProfileRequest();
    await expect(fetchCurrentUser()).resolves.toEqual(profile);
    expect(seen).toEqual(['Bearer tok']);
  });

  it('is used once: a later profile load asks the API', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    startProfileRequest();
    await fetchCurrentUser();
    await fetchCurrentUser();
    expect(seen).toEqual(['Bearer tok', 'Bearer tok']);
  });

  it('is not used after the token changed (another sign-in meanwhile)', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'old', sessionId: 'sid' });
    startProfileRequest();
    useSessionStore.getState().setTokens({ accessToken: 'new', sessionId: 'sid2' });
    await fetchCurrentUser();
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('leaves a refused early answer to the client, which applies its own rules (403 ends the session)', async () => {
    answer = () =>
      HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status: 403 });
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    startProfileRequest();
    await expect(fetchCurrentUser()).rejects.toThrow();
    expect(seen).toEqual(['Bearer tok', 'Bearer tok']);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('does not trust an answer that is not a profile: the client asks and checks it', async () => {
    let calls = 0;
    answer = () => (++calls === 1 ? HttpResponse.json({ id: 42 }) : HttpResponse.json(profile));
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    startProfileRequest();
    await expect(fetchCurrentUser()).resolves.toEqual(profile);
    expect(seen).toHaveLength(2);
  });

  it('joins the API address and the path with one slash, as the client does', async () => {
    setRuntimeConfig(configWithApi(`${API}/`));
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    startProfileRequest();
    await expect(takeProfileResponse()).resolves.toEqual(profile);
  });
});
