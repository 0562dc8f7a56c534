import { apiPost } from '@club/shared/api/api-client';
import {
  authTokensSchema,
  otpRequestResponseSchema,
  type AuthTokens,
  type OtpRequestBody,
  type OtpRequestResponse,
  type OtpVerifyBody,
} from '@club/shared/contract/auth';

/** POST /auth/otp/request: no nonce in the answer means no account matches. */
export function requestSignInCode(body: OtpRequestBody): Promise<OtpRequestResponse> {
  return apiPost(otpRequestResponseSchema, '/auth/otp/request', body);
}

/** POST /auth/otp/verify */
export function verifySignInCode(body: OtpVerifyBody): Promise<AuthTokens> {
  return apiPost(authTokensSchema, '/auth/otp/verify', body);
}
