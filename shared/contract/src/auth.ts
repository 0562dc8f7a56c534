import * as z from 'zod/mini';
import {
  countryCodeSchema,
  emailSchema,
  inputString,
  mobileNumberSchema,
  validCharacters,
  localeSchema,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';

/** Sign-in and registration codes are six digits. */
export const CODE_LENGTH = 6;

/**
 * POST /auth/otp/request: an e-mail address, or a mobile number with its country code; with
 * the language of the page that asks, which the message is written in when no account has
 * chosen one (an account's own language wins).
 */
export const otpRequestBodySchema = z.union([
  z.strictObject({ email: emailSchema, language: z.optional(localeSchema) }),
  z.strictObject({
    mobile: mobileNumberSchema,
    countryCode: countryCodeSchema,
    language: z.optional(localeSchema),
  }),
]);
export type OtpRequestBody = z.input<typeof otpRequestBodySchema>;

/**
 * Every request gets a nonce, whether or not an account signs in with the
 * identifier: the answer never tells who is registered. Only an account's
 * address or proved mobile number receives a code.
 */
export const otpRequestResponseSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponseSchema>;

export const otpCodeSchema = z
  .string()
  .check(
    validCharacters,
    z.trim(),
    z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `Enter the ${CODE_LENGTH}-digit code`),
  );

/** The sign-in link's query (site-pages.ts, where the page reads it without the schemas). */
export { SIGN_IN_LINK_PARAMS } from '@club/contract/site-pages';

/** POST /auth/otp/verify */
export const otpVerifyBodySchema = z.strictObject({
  nonce: inputString(z.minLength(1), z.maxLength(200)),
  code: otpCodeSchema,
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

/** POST /me/mobile/verify: the code the SMS of POST /me/mobile/code carried. */
export const mobileVerifyBodySchema = otpVerifyBodySchema;
export type MobileVerifyBody = z.infer<typeof mobileVerifyBodySchema>;

/** POST /me/mobile/code: the nonce of the code sent to the account's mobile number. */
export const mobileCodeResponseSchema = z.object({ nonce: z.string().check(z.minLength(1)) });
export type MobileCodeResponse = z.infer<typeof mobileCodeResponseSchema>;

/** POST /me/mobile/verify */
export const mobileVerifyResponseSchema = z.object({ mobileVerified: z.literal(true) });
export type MobileVerifyResponse = z.infer<typeof mobileVerifyResponseSchema>;

/** Response of /auth/otp/verify and /auth/refresh. */
export const authTokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** Claims inside the access token. */
export const accessTokenClaimsSchema = z.object({
  uid: z.string(),
  roles: z.array(z.string()),
  sid: z.string(),
  jti: z.string(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Sign-in with one-time codes, sessions, and proving the account's mobile number. */
export const authEndpoints = defineEndpoints({
  requestCode: {
    method: 'POST',
    path: '/auth/otp/request',
    access: 'public',
    tag: 'Sign-in',
    summary: 'Send a sign-in code to an e-mail address or a mobile number',
    body: otpRequestBodySchema,
    response: otpRequestResponseSchema,
  },
  verifyCode: {
    method: 'POST',
    path: '/auth/otp/verify',
    access: 'public',
    tag: 'Sign-in',
    summary: 'Check a sign-in code and start a session',
    body: otpVerifyBodySchema,
    response: authTokensSchema,
    errors: [401],
  },
  mobileCode: {
    method: 'POST',
    path: '/me/mobile/code',
    access: 'user',
    tag: 'Sign-in',
    summary: "Send an SMS code to the signed-in user's mobile number, to prove it",
    response: mobileCodeResponseSchema,
    errors: [409],
  },
  mobileVerify: {
    method: 'POST',
    path: '/me/mobile/verify',
    access: 'user',
    tag: 'Sign-in',
    summary: 'Prove the mobile number with the code of POST /me/mobile/code',
    body: mobileVerifyBodySchema,
    response: mobileVerifyResponseSchema,
    errors: [409],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    tag: 'Sign-in',
    summary: 'Exchange the refresh cookie for new tokens (the cookie rotates)',
    response: authTokensSchema,
    errors: [401],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    tag: 'Sign-in',
    summary: 'End the session (bearer token or refresh cookie); always succeeds',
    status: 204,
    response: null,
  },
});
