import { callApi } from '@club/platform/api/api-client';
import { authEndpoints, type MobileVerifyBody } from '@club/contract/auth';

/** An SMS code to the account's mobile number. */
export function requestMobileCode() {
  return callApi(authEndpoints.mobileCode);
}

/** The code from that SMS proves the number. */
export function verifyMobile(body: MobileVerifyBody) {
  return callApi(authEndpoints.mobileVerify, { body });
}
