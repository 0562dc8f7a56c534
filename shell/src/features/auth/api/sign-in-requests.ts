import type {
  AuthTokens,
  OtpRequestBody,
  OtpRequestResponse,
  OtpVerifyBody,
} from '@club/contract/auth';
import type { UserProfile } from '@club/contract/user';

/**
 * The sign-in requests, with the API client and the schemas loaded on first
 * use: /signin is a page an anonymous visitor opens often, and its first
 * screen (the form) needs neither. `prepareSignIn()` fetches them as soon as
 * the visitor turns to the form, so the first request rarely waits for them.
 */
const loadCalls = () => import('./sign-in-calls');

export function prepareSignIn(): void {
  // A failed download is retried by the request that needs it.
  loadCalls().catch(() => undefined);
}

/** No nonce in the answer means no account matches. */
export async function requestSignInCode(body: OtpRequestBody): Promise<OtpRequestResponse> {
  return (await loadCalls()).requestSignInCode(body);
}

export async function verifySignInCode(body: OtpVerifyBody): Promise<AuthTokens> {
  return (await loadCalls()).verifySignInCode(body);
}

/** Stores the session's tokens and loads the profile. */
export async function signInWithTokens(tokens: AuthTokens): Promise<UserProfile> {
  return (await loadCalls()).signInWithTokens(tokens);
}

/** The message to show for a failed request: the API's own, or `fallback`. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  try {
    return (await loadCalls()).getErrorMessage(error, fallback);
  } catch {
    return fallback;
  }
}
