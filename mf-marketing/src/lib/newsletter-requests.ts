import { currentLocale } from '@club/ui/i18n';
import { callApi } from '@club/platform/api/api-client';
import { newsletterEndpoints, type NewsletterSubscribeBody } from '@club/contract/newsletter';

/**
 * Asks for India Insights by e-mail, in the page's language (the subscription's e-mails are
 * written in it); the answer says to open the confirmation link.
 */
export function subscribeToNewsletter(body: NewsletterSubscribeBody) {
  return callApi(newsletterEndpoints.subscribe, { body: { ...body, language: currentLocale() } });
}

/** Opens a link from a newsletter e-mail: confirm the subscription, or leave. */
export function openNewsletterLink(action: 'confirm' | 'unsubscribe', token: string) {
  return callApi(newsletterEndpoints[action], { body: { token } });
}

/** Shown when a sign-up could not be sent; the box keeps the address. */
export const SUBSCRIBE_FAILED = 'We could not sign you up just now. Please try again.';
