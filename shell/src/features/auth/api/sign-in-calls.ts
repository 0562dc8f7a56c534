import { callApi } from '@club/platform/api/api-client';
import { currentLocale } from '@club/ui/i18n';
import { getErrorMessage } from '@club/platform/api/api-error';
import { signInWithTokens } from '@club/platform/session/session-actions';
import {
  authEndpoints,
  type AuthTokens,
  type OtpRequestBody,
  type OtpRequestResponse,
  type OtpVerifyBody,
} from '@club/contract/auth';

/**
 * What signing in calls: the API client and the contract's
 * schemas. Loaded by ./sign-in-requests.ts once the visitor turns to the form,
 * not with the page.
 */

/** No nonce in the answer means no account matches. */
export function requestSignInCode(body: OtpRequestBody): Promise<OtpRequestResponse> {
  // The page's language: a message to an identity without an account of its own is written in it.
  return callApi(authEndpoints.requestCode, { body: { ...body, language: currentLocale() } });
}

export function verifySignInCode(body: OtpVerifyBody): Promise<AuthTokens> {
  return callApi(authEndpoints.verifyCode, { body });
}

export { getErrorMessage, signInWithTokens };
