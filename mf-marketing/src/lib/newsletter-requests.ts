import { callApi } from '@club/platform/api/api-client';
import { newsletterEndpoints, type NewsletterSubscribeBody } from '@club/contract/newsletter';

/** Asks for India Insights by e-mail; the answer says to open the confirmation link. */
export function subscribeToNewsletter(body: NewsletterSubscribeBody) {
  return callApi(newsletterEndpoints.subscribe, { body });
}

/** Opens a link from a newsletter e-mail: confirm the subscription, or leave. */
export function openNewsletterLink(action: 'confirm' | 'unsubscribe', token: string) {
  return callApi(newsletterEndpoints[action], { body: { token } });
}

/** Shown when a sign-up could not be sent; the box keeps the address. */
export const SUBSCRIBE_FAILED = 'We could not sign you up just now. Please try again.';
