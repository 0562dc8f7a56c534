import { SIGN_IN_LINK_PARAMS } from '@club/contract/site-pages';
import { emailSchema } from '@club/contract/common';
import type { CodeSent } from './request-code-step';

const MAX_NONCE_LENGTH = 200;

/**
 * The code a sign-in link stands for (`/signin?code-for=<e-mail>&nonce=<nonce>`,
 * in the e-mail of a code the club's staff sent), or null when the address
 * carries no usable link. The nonce is not checked here: an unknown or spent
 * one gets the server's answer when the code is entered, as in the normal flow.
 */
export function codeFromSignInLink(search: URLSearchParams): CodeSent | null {
  const nonce = search.get(SIGN_IN_LINK_PARAMS.nonce)?.trim() ?? '';
  const email = emailSchema.safeParse(search.get(SIGN_IN_LINK_PARAMS.email) ?? '');
  if (!email.success || nonce === '' || nonce.length > MAX_NONCE_LENGTH) return null;
  return { nonce, request: { email: email.data }, destination: email.data, delivered: true };
}

/** The address's query without the link's parameters (the nonce must not stay in the history). */
export function withoutSignInLink(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  rest.delete(SIGN_IN_LINK_PARAMS.nonce);
  rest.delete(SIGN_IN_LINK_PARAMS.email);
  return rest;
}
