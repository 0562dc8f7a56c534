import { fetchCurrentUser } from '@club/shared/api/api-client';
import { getErrorStatus } from '@club/shared/api/api-error';
import type { AuthTokens } from '@club/shared/contract/auth';
import type { UserProfile } from '@club/shared/contract/user';
import { useSessionStore } from '@club/shared/session/session-store';

/**
 * Session actions that need the API client. They live apart from the store so
 * that the store never imports the client (the client imports the store).
 */

let loading: Promise<UserProfile | null> | null = null;

/**
 * Boot: with stored tokens, load the profile (status loading → authenticated).
 * Resolves to the profile, or null when nobody is signed in or loading failed:
 * a 401/403 has cleared the tokens; other failures (429, network) keep them so
 * a later reload can try again. Concurrent calls share one request. Never throws.
 */
export function loadSession(): Promise<UserProfile | null> {
  loading ??= (async () => {
    const store = useSessionStore.getState();
    if (!store.accessToken || !store.sessionId) {
      store.setStatus('anonymous');
      return null;
    }
    store.setStatus('loading');
    try {
      const profile = await fetchCurrentUser();
      useSessionStore.getState().setProfile(profile);
      useSessionStore.getState().setStatus('authenticated');
      return profile;
    } catch (error) {
      const status = getErrorStatus(error);
      // 401/403 cleared the tokens and 429 has warned already; anything else is unexpected.
      if (status !== 401 && status !== 403 && status !== 429) {
        console.warn('[@club/shared] could not load the session profile', error);
      }
      useSessionStore.getState().setStatus('anonymous');
      return null;
    }
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * After OTP verification (or payment auto-login): store the tokens, load the
 * profile and become authenticated. Rethrows when the profile cannot be loaded.
 */
export async function signInWithTokens(tokens: AuthTokens): Promise<UserProfile> {
  const store = useSessionStore.getState();
  store.setTokens(tokens);
  store.setStatus('loading');
  try {
    const profile = await fetchCurrentUser();
    useSessionStore.getState().setProfile(profile);
    useSessionStore.getState().setStatus('authenticated');
    return profile;
  } catch (error) {
    useSessionStore.getState().setStatus('anonymous');
    throw error;
  }
}
