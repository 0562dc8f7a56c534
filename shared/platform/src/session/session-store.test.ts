import { apiClient } from '@club/platform/api/api-client';
import { setHttpTransport } from '@club/platform/api/http';
import {
  selectHasActiveMembership,
  selectIsAdmin,
  selectIsSignedIn,
  selectRoles,
  sessionAllows,
  useSessionStore,
} from '@club/platform/session/session-store';
import { makeProfile } from '@club/test-fixtures/profile-fixture';

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

    useSessionStore.getState().setProfile(makeProfile({ roles: [], membershipActive: null }));
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
    setHttpTransport(async (request) => {
      seen.push(request.headers?.Authorization);
      return { data: {}, status: 200, headers: new Headers() };
    });
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
    const second = await import('@club/platform/session/session-store');

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
    const fresh = await import('@club/platform/session/session-store');
    expect(fresh.useSessionStore.getState()).toMatchObject({
      accessToken: null,
      status: 'anonymous',
    });
  });
});

describe('selectors', () => {
  it('selectIsAdmin: roles include admin', () => {
    expect(
      selectIsAdmin({
        profile: makeProfile({ roles: ['member', 'admin'], membershipActive: null }),
      }),
    ).toBe(true);
    expect(
      selectIsAdmin({ profile: makeProfile({ roles: ['member'], membershipActive: null }) }),
    ).toBe(false);
    expect(selectIsAdmin({ profile: null })).toBe(false);
  });

  it('selectRoles returns a stable array for the same profile', () => {
    const state = { profile: makeProfile({ roles: ['member', 'admin'], membershipActive: null }) };
    expect(selectRoles(state)).toEqual(['member', 'admin']);
    expect(selectRoles(state)).toBe(selectRoles(state));
    expect(selectRoles({ profile: null })).toBe(selectRoles({ profile: null }));
  });

  it('selectHasActiveMembership: the first company has an active membership', () => {
    expect(
      selectHasActiveMembership({ profile: makeProfile({ roles: [], membershipActive: true }) }),
    ).toBe(true);
    expect(
      selectHasActiveMembership({ profile: makeProfile({ roles: [], membershipActive: false }) }),
    ).toBe(false);
    expect(
      selectHasActiveMembership({ profile: makeProfile({ roles: [], membershipActive: null }) }),
    ).toBe(false);
    expect(selectHasActiveMembership({ profile: null })).toBe(false);
  });

  it('selectIsSignedIn needs an authenticated status and a profile', () => {
    const profile = makeProfile({ roles: [], membershipActive: null });
    expect(selectIsSignedIn({ status: 'authenticated', profile })).toBe(true);
    expect(selectIsSignedIn({ status: 'loading', profile })).toBe(false);
    expect(selectIsSignedIn({ status: 'authenticated', profile: null })).toBe(false);
  });

  it('sessionAllows: a page by its access, nothing guarded before the profile is in', () => {
    const member = makeProfile({ roles: ['member'], membershipActive: true });
    const lapsed = makeProfile({ roles: ['member'], membershipActive: false });
    const admin = makeProfile({ roles: ['admin'], membershipActive: null });
    const signedIn = (profile: typeof member) => ({ status: 'authenticated' as const, profile });
    const visitor = { status: 'anonymous' as const, profile: null };
    expect(sessionAllows(visitor, 'public')).toBe(true);
    expect(sessionAllows(visitor, 'signed-in')).toBe(false);
    expect(sessionAllows({ status: 'loading', profile: member }, 'signed-in')).toBe(false);
    expect(sessionAllows(signedIn(lapsed), 'signed-in')).toBe(true);
    expect(sessionAllows(signedIn(lapsed), 'member')).toBe(false);
    expect(sessionAllows(signedIn(member), 'member')).toBe(true);
    expect(sessionAllows(signedIn(member), 'admin')).toBe(false);
    expect(sessionAllows(signedIn(admin), 'admin')).toBe(true);
  });
});

describe('several tabs', () => {
  it('follows tokens refreshed and a logout made in another tab', async () => {
    const { useSessionStore, ACCESS_TOKEN_KEY, SESSION_ID_KEY } =
      await import('@club/platform/session/session-store');
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
