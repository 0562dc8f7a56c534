import { apiPost } from '@club/shared/api/api-client';
import {
  mobileCodeResponseSchema,
  mobileVerifyResponseSchema,
  type MobileVerifyBody,
} from '@club/shared/contract/auth';

/** POST /me/mobile/code: an SMS code to the account's mobile number. */
export function requestMobileCode() {
  return apiPost(mobileCodeResponseSchema, '/me/mobile/code');
}

/** POST /me/mobile/verify: the code from that SMS proves the number. */
export function verifyMobile(body: MobileVerifyBody) {
  return apiPost(mobileVerifyResponseSchema, '/me/mobile/verify', body);
}
