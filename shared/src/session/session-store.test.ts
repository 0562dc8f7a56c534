import type { AxiosAdapter } from 'axios';
import { apiClient } from '@club/shared/api/api-client';
import type { UserProfile } from '@club/shared/contract/user';
import {
  selectHasActiveMembership,
  selectIsAdmin,
  selectIsSignedIn,
  selectRoles,
  useSessionStore,
} from '@club/shared/session/session-store';

function makeProfile(roles: string[], membershipActive: boolean | null): UserProfile {
  return {
    id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
    username: 'Asha Patel',
    email: 'asha@example.com',
    countryCode: '+91',
    mobileNumber: '9876543210',
    roles: roles.map((name) => ({ role: { name } })),
    companies:
      membershipActive === null
        ? []
        : [
            {
              id: '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
              name: 'Patel Textiles',
              companyEmail: 'info@pateltextiles.in',
              companyMobile: '9876500000',
              countryCode: '+91',
              categoryId: 1,
              subcategoryId: null,
              category: null,
              subcategory: null,
              state: null,
              billingName: 'Patel Textiles Pvt Ltd',
              billingAddress: 'Ring Road, Surat',
              country: 'India',
              gstNumber: null,
              memberships: [
                {
                  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
                  isActive: membershipActive,
                  status: membershipActive ? 'active' : 'expired',
                  membershipType: { id: 2, name: 'Producers' },
                  startsAt: null,
                  endsAt: null,
                },
              ],
            },
          ],
  };
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useSessionStore.getState().closeSignIn();
});

describe('useSessionStore', () => {
  it('persists tokens in localStorage as plain strings and clears both', () => {
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('sessionId')).toBe('sid');
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'tok', sessionId: 'sid' });

    useSessionStore.getState().setProfile(makeProfile([], null));
    expect(useSessionStore.getState().status).toBe('authenticated');

    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: null,
      sessionId: null,
      profile: null,
      status: 'anonymous',
    });
  });

  it('opens and closes the sign-in dialog', () => {
    useSessionStore.getState().openSignIn();
    expect(useSessionStore.getState().signInDialogOpen).toBe(true);
    useSessionStore.getState().closeSignIn();
    expect(useSessionStore.getState().signInDialogOpen).toBe(false);
  });

  it('is the same instance the API client reads its token from', async () => {
    const seen: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config.headers.get('Authorization'));
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
    useSessionStore.getState().setTokens({ accessToken: 'shared-token', sessionId: 'sid' });
    await apiClient.get('/ping');
    expect(seen).toEqual(['Bearer shared-token']);
  });
});

describe('a second store instance', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('restores the tokens from localStorage at creation, and warns that it is a second copy', async () => {
    localStorage.setItem('accessToken', 'stored-token');
    localStorage.setItem('sessionId', 'stored-sid');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    vi.resetModules();
    const second = await import('@club/shared/session/session-store');

    expect(second.useSessionStore).not.toBe(useSessionStore);
    expect(second.useSessionStore.getState()).toMatchObject({
      accessToken: 'stored-token',
      sessionId: 'stored-sid',
      profile: null,
      status: 'idle',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/session store instance #\d+/));
  });

  it('starts anonymous when nothing is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const fresh = await import('@club/shared/session/session-store');
    expect(fresh.useSessionStore.getState()).toMatchObject({
      accessToken: null,
      status: 'anonymous',
    });
  });
});

describe('selectors', () => {
  it('selectIsAdmin: roles include admin', () => {
    expect(selectIsAdmin({ profile: makeProfile(['member', 'admin'], null) })).toBe(true);
    expect(selectIsAdmin({ profile: makeProfile(['member'], null) })).toBe(false);
    expect(selectIsAdmin({ profile: null })).toBe(false);
  });

  it('selectRoles returns a stable array for the same profile', () => {
    const state = { profile: makeProfile(['member', 'admin'], null) };
    expect(selectRoles(state)).toEqual(['member', 'admin']);
    expect(selectRoles(state)).toBe(selectRoles(state));
    expect(selectRoles({ profile: null })).toBe(selectRoles({ profile: null }));
  });

  it('selectHasActiveMembership: the first company has an active membership', () => {
    expect(selectHasActiveMembership({ profile: makeProfile([], true) })).toBe(true);
    expect(selectHasActiveMembership({ profile: makeProfile([], false) })).toBe(false);
    expect(selectHasActiveMembership({ profile: makeProfile([], null) })).toBe(false);
    expect(selectHasActiveMembership({ profile: null })).toBe(false);
  });

  it('selectIsSignedIn needs an authenticated status and a profile', () => {
    const profile = makeProfile([], null);
    expect(selectIsSignedIn({ status: 'authenticated', profile })).toBe(true);
    expect(selectIsSignedIn({ status: 'loading', profile })).toBe(false);
    expect(selectIsSignedIn({ status: 'authenticated', profile: null })).toBe(false);
  });
});

describe('several tabs', () => {
  it('follows tokens refreshed and a logout made in another tab', async () => {
    const { useSessionStore, ACCESS_TOKEN_KEY, SESSION_ID_KEY } =
      await import('@club/shared/session/session-store');
    useSessionStore.getState().setTokens({ accessToken: 'a1', sessionId: 's1' });

    localStorage.setItem(ACCESS_TOKEN_KEY, 'a2');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
    expect(useSessionStore.getState().accessToken).toBe('a2');

    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(SESSION_ID_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(useSessionStore.getState().status).toBe('anonymous');
  });
});
