import { callApi } from '@club/platform/api/api-client';
import {
  authEndpoints,
  type AuthTokens,
  type OtpRequestBody,
  type OtpRequestResponse,
  type OtpVerifyBody,
} from '@club/contract/auth';

/** No nonce in the answer means no account matches. */
export function requestSignInCode(body: OtpRequestBody): Promise<OtpRequestResponse> {
  return callApi(authEndpoints.requestCode, { body });
}

export function verifySignInCode(body: OtpVerifyBody): Promise<AuthTokens> {
  return callApi(authEndpoints.verifyCode, { body });
}
