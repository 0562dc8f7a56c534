import { create } from 'zustand';
import type { AuthTokens } from '@club/contract/auth';
import type { UserProfile } from '@club/contract/user';
import { hasActiveMembership, roleNames } from '@club/contract/user-rules';
import { emitSiteEvent } from '@club/platform/events/site-events';
import type { RouteAccess } from '@club/platform/routes/route-manifest-format';

/**
 * The session (spec 000 section 4): the access token and session id live in
 * localStorage; the profile comes from GET /me.
 *
 * This module must exist once per page. Module Federation shares it as a
 * singleton (see shared/build/create-app-config.ts), so the shell and every
 * remote see the same store. It deliberately imports nothing from the API
 * client: the client reads this store, and the actions that need both live in
 * `@club/platform/session/session-actions`.
 */

export const ACCESS_TOKEN_KEY = 'accessToken';
export const SESSION_ID_KEY = 'sessionId';

/**
 * `unreachable`: tokens are stored but the profile could not be loaded because
 * the API did not answer; the session is kept and loading can be tried again.
 */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous' | 'unreachable';

/** What the sign-in dialog can start with. */
export interface SignInPrefill {
  email?: string;
}

export interface SessionState {
  accessToken: string | null;
  sessionId: string | null;
  profile: UserProfile | null;
  status: SessionStatus;
  signInDialogOpen: boolean;
  /** The e-mail address the sign-in dialog starts with, when the opener knows it. */
  signInEmail: string | null;
  /** Stores both tokens (state and localStorage). Does not change the status. */
  setTokens: (tokens: AuthTokens) => void;
  /** Sets the profile; a profile together with a stored token means authenticated. */
  setProfile: (profile: UserProfile | null) => void;
  /** Forgets tokens (state and localStorage) and profile; the user becomes anonymous. */
  clearSession: () => void;
  /** Opens the sign-in dialog, with the e-mail address filled in when one is given. */
  openSignIn: (prefill?: SignInPrefill) => void;
  closeSignIn: () => void;
  setStatus: (status: SessionStatus) => void;
}

function readStored(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key) || null;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): no session then.
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

function isDevelopment(): boolean {
  try {
    // The bundler replaces process.env.NODE_ENV; where nothing does, `process` may not exist.
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

const INSTANCE_COUNT = Symbol.for('@club/platform/session-store/instances');

function countInstance(): void {
  const registry = globalThis as typeof globalThis & { [INSTANCE_COUNT]?: number };
  const count = (registry[INSTANCE_COUNT] ?? 0) + 1;
  registry[INSTANCE_COUNT] = count;
  if (count > 1 && isDevelopment()) {
    console.warn(
      `[@club/platform] session store instance #${count} created: a bundle is not using the ` +
        'federation singleton, so its session state is separate from the rest of the page.',
    );
  }
}

function createSessionStore() {
  countInstance();
  const accessToken = readStored(ACCESS_TOKEN_KEY);
  const sessionId = readStored(SESSION_ID_KEY);
  return create<SessionState>()((set, get) => ({
    accessToken,
    sessionId,
    profile: null,
    // With stored tokens the profile still has to be loaded; without, nobody is signed in.
    status: accessToken && sessionId ? 'idle' : 'anonymous',
    signInDialogOpen: false,
    signInEmail: null,
    setTokens: (tokens) => {
      writeStored(ACCESS_TOKEN_KEY, tokens.accessToken);
      writeStored(SESSION_ID_KEY, tokens.sessionId);
      set({ accessToken: tokens.accessToken, sessionId: tokens.sessionId });
    },
    setProfile: (profile) => {
      const signedIn = profile !== null && get().accessToken !== null;
      set(signedIn ? { profile, status: 'authenticated' } : { profile });
    },
    clearSession: () => {
      writeStored(ACCESS_TOKEN_KEY, null);
      writeStored(SESSION_ID_KEY, null);
      set({ accessToken: null, sessionId: null, profile: null, status: 'anonymous' });
    },
    openSignIn: (prefill) =>
      // Also used directly as a click handler: an event carries no e-mail address.
      set({
        signInDialogOpen: true,
        signInEmail: typeof prefill?.email === 'string' ? prefill.email : null,
      }),
    closeSignIn: () => set({ signInDialogOpen: false, signInEmail: null }),
    setStatus: (status) => set({ status }),
  }));
}

export const useSessionStore = createSessionStore();

/**
 * Tabs of the site share localStorage: when another tab refreshes the tokens
 * this tab uses them too, and when another tab logs out this one is signed out.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== SESSION_ID_KEY)
      return;
    const accessToken = readStored(ACCESS_TOKEN_KEY);
    const sessionId = readStored(SESSION_ID_KEY);
    const state = useSessionStore.getState();
    if (!accessToken || !sessionId) {
      if (state.accessToken) state.clearSession();
    } else if (accessToken !== state.accessToken || sessionId !== state.sessionId) {
      useSessionStore.setState({ accessToken, sessionId });
    }
  });
}
followOtherTabs();

/** Tells every app on the page when the signed-in user changes (sign-in, logout, expiry). */
function announceSessionChanges(): void {
  if (typeof window === 'undefined') return;
  let userId = useSessionStore.getState().profile?.id ?? null;
  useSessionStore.subscribe((state) => {
    const next = state.profile?.id ?? null;
    if (next === userId) return;
    userId = next;
    emitSiteEvent('sessionChanged', { userId });
  });
}
announceSessionChanges();

const NO_ROLES: readonly string[] = Object.freeze([]);
const rolesByProfile = new WeakMap<UserProfile, readonly string[]>();

/** Role names of the signed-in user; the same array while the profile is unchanged. */
export function selectRoles(state: Pick<SessionState, 'profile'>): readonly string[] {
  const { profile } = state;
  if (!profile) return NO_ROLES;
  let roles = rolesByProfile.get(profile);
  if (!roles) {
    roles = roleNames(profile);
    rolesByProfile.set(profile, roles);
  }
  return roles;
}

/** Admin = a user whose roles include one named admin (spec 000 section 7). */
export function selectIsAdmin(state: Pick<SessionState, 'profile'>): boolean {
  return selectRoles(state).includes('admin');
}

/** The first company has an active membership. */
export function selectHasActiveMembership(state: Pick<SessionState, 'profile'>): boolean {
  return state.profile ? hasActiveMembership(state.profile) : false;
}

export function selectIsSignedIn(state: Pick<SessionState, 'status' | 'profile'>): boolean {
  return state.status === 'authenticated' && state.profile !== null;
}

/**
 * Whether the session may see a page with `access` (the rule the access guard
 * shows and the API enforces): anyone a public page, a signed-in user a
 * signed-in page, a member a members' page, an admin an admins' page. While
 * the profile is still loading nobody is allowed yet.
 */
export function sessionAllows(
  state: Pick<SessionState, 'status' | 'profile'>,
  access: RouteAccess,
): boolean {
  if (access === 'public') return true;
  if (!selectIsSignedIn(state)) return false;
  if (access === 'member') return selectHasActiveMembership(state);
  if (access === 'admin') return selectIsAdmin(state);
  return true;
}
