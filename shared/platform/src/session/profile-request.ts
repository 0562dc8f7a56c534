import { PROFILE_PATH } from '@club/contract/user-rules';
import { getApiUrl } from '@club/platform/config/runtime-config';
import { useSessionStore } from '@club/platform/session/session-store';

/**
 * A stored session's profile (GET /me), asked for as soon as the page knows
 * the API's address, instead of once the API client, its schemas and the
 * session's code have loaded and run: on a phone that is several hundred
 * milliseconds, and a member's page waits for the profile before it asks for
 * its own data. The API client takes the answer (fetchCurrentUser) and checks
 * it against the profile's schema like any other; anything but a 200 with a
 * valid profile is left to the client's own request, which knows how to
 * refresh an expired token and what a 401, 403 or 429 means.
 *
 * Page-wide state (the one request in flight), so the federation shares this
 * module as a singleton.
 */

/** Gives up as the API client does (API_TIMEOUT_MS), the client then asks itself. */
const EARLY_TIMEOUT_MS = 30_000;

let early: { accessToken: string; body: Promise<unknown> } | null = null;

/** The API's address and a path joined as the API client joins them (one slash between). */
function apiUrlOf(path: string): string {
  return `${getApiUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * With stored tokens, sends GET /me now; without, does nothing. The body of a
 * 200 is kept for takeProfileResponse; any other answer, or none, keeps null.
 */
export function startProfileRequest(): void {
  const { accessToken, sessionId } = useSessionStore.getState();
  if (!accessToken || !sessionId || early) return;
  const body = fetch(apiUrlOf(PROFILE_PATH), {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    credentials: 'include',
    signal: AbortSignal.timeout(EARLY_TIMEOUT_MS),
  })
    .then((response): Promise<unknown> => (response.ok ? response.json() : Promise.resolve(null)))
    .catch(() => null);
  early = { accessToken, body };
}

/**
 * The early request's body (null when it failed), once: a second call, or a
 * call after the stored token has changed (signed out, refreshed, another
 * member), gets null and the caller asks the API itself.
 */
export function takeProfileResponse(): Promise<unknown> | null {
  const taken = early;
  early = null;
  if (!taken || taken.accessToken !== useSessionStore.getState().accessToken) return null;
  return taken.body;
}
