import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@club/platform/api/query-keys';
import { fetchConsents } from './api/consent-requests';
import { fetchNotificationPreferences } from './api/notification-preference-requests';
import { fetchWhatsAppOptIn } from './api/whatsapp-requests';
import {
  fetchCategories,
  fetchPrivacyOverview,
  fetchStates,
  fetchSubcategories,
} from './api/privacy-requests';

/**
 * My Privacy's queries. The user's own data sits under the user's keys, so a
 * new session never sees the last one's requests or consents.
 */

export const PRIVACY_QUERY_KEY = [...queryKeys.user.all, 'privacy'] as const;
export const CONSENTS_QUERY_KEY = queryKeys.user.consents;

/** The state of the user's data download and correction request, and the company's details. */
export const privacyOverviewQuery = queryOptions({
  queryKey: PRIVACY_QUERY_KEY,
  queryFn: fetchPrivacyOverview,
  retry: false,
});

/** The WhatsApp opt-in (GET /me/whatsapp), under the user's keys like the consents. */
export const WHATSAPP_QUERY_KEY = [...queryKeys.user.all, 'whatsapp'] as const;

export const whatsAppOptInQuery = queryOptions({
  queryKey: WHATSAPP_QUERY_KEY,
  queryFn: fetchWhatsAppOptIn,
  retry: false,
});

/** Which channels each kind of message goes on (GET /me/notification-preferences). */
export const NOTIFICATION_PREFERENCES_QUERY_KEY = [
  ...queryKeys.user.all,
  'notification-preferences',
] as const;

export const notificationPreferencesQuery = queryOptions({
  queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
  queryFn: fetchNotificationPreferences,
  retry: false,
});

export const consentsQuery = queryOptions({
  queryKey: CONSENTS_QUERY_KEY,
  queryFn: fetchConsents,
  retry: false,
});

/** The reference lists of the correction form (they do not change while the page is open). */
export const statesQuery = queryOptions({
  queryKey: queryKeys.reference.states,
  queryFn: fetchStates,
  staleTime: Infinity,
});

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.reference.categories,
  queryFn: fetchCategories,
  staleTime: Infinity,
});

export function subcategoriesQuery(categoryId: number) {
  return queryOptions({
    queryKey: queryKeys.reference.subcategories(categoryId),
    queryFn: () => fetchSubcategories(categoryId),
    staleTime: Infinity,
  });
}
