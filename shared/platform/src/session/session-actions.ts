import { fetchCurrentUser } from '@club/platform/api/api-client';
import { getErrorStatus, isServerUnreachable } from '@club/platform/api/api-error';
import type { AuthTokens } from '@club/contract/auth';
import type { UserProfile } from '@club/contract/user';
import { useSessionStore, type SessionStatus } from '@club/platform/session/session-store';

/**
 * Session actions that need the API client. They live apart from the store so
 * that the store never imports the client (the client imports the store).
 */

let loading: Promise<UserProfile | null> | null = null;

/**
 * Where a failed profile load leaves the session. Only a 401 or 403 ends it
 * (fetchCurrentUser has cleared the tokens); when the API did not answer the
 * member stays signed in and can try again.
 */
function statusAfterFailedLoad(error: unknown): SessionStatus {
  return isServerUnreachable(error) ? 'unreachable' : 'anonymous';
}

/** GET /me into the store: loading, then authenticated, or the status a failure leads to. */
async function loadProfile(): Promise<UserProfile> {
  useSessionStore.getState().setStatus('loading');
  try {
    const profile = await fetchCurrentUser();
    useSessionStore.getState().setProfile(profile);
    useSessionStore.getState().setStatus('authenticated');
    return profile;
  } catch (error) {
    useSessionStore.getState().setStatus(statusAfterFailedLoad(error));
    throw error;
  }
}

/**
 * Boot, and Retry: with stored tokens, load the profile (status loading →
 * authenticated). Resolves to the profile, or null when nobody is signed in or
 * loading failed: a 401/403 has cleared the tokens (anonymous); a network
 * error, timeout or 5xx keeps them (unreachable, so guarded pages offer a
 * retry); a 429 keeps them too (anonymous until the next load).
 * Concurrent calls share one request. Never throws.
 */
export function loadSession(): Promise<UserProfile | null> {
  loading ??= (async () => {
    const store = useSessionStore.getState();
    if (!store.accessToken || !store.sessionId) {
      store.setStatus('anonymous');
      return null;
    }
    try {
      return await loadProfile();
    } catch (error) {
      const status = getErrorStatus(error);
      // 401/403 cleared the tokens and 429 has warned already; anything else is unexpected.
      if (status !== 401 && status !== 403 && status !== 429) {
        console.warn('[@club/platform] could not load the session profile', error);
      }
      return null;
    }
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * After OTP verification (or payment auto-login): store the tokens, load the
 * profile and become authenticated. Rethrows when the profile cannot be loaded
 * (the status then follows the same rule as loadSession).
 */
export async function signInWithTokens(tokens: AuthTokens): Promise<UserProfile> {
  useSessionStore.getState().setTokens(tokens);
  return loadProfile();
}
