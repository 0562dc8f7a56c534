import { callApi } from '@club/platform/api/api-client';
import {
  notificationPreferenceEndpoints,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@club/contract/notification-preferences';

export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return callApi(notificationPreferenceEndpoints.get);
}

export function saveNotificationPreferences(
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return callApi(notificationPreferenceEndpoints.update, { body });
}
