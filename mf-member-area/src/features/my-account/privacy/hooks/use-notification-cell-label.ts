import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  notificationCellLabel,
  type NotificationChannel,
  type NotificationKind,
} from '@club/contract/notification-preferences';
import { useContractText } from '@club/ui/contract-messages';
import { currentLocale } from '@club/ui/i18n';

/**
 * A cell's name ("Lead alerts by WhatsApp"): the contract's words on an English page; in
 * another language the kind with its channel in brackets, each as the table's headers name
 * them ("लीड अलर्ट (WhatsApp)").
 */
export function useNotificationCellLabel(): (
  kind: NotificationKind,
  channel: NotificationChannel,
) => string {
  const translate = useContractText();
  return (kind, channel) =>
    currentLocale() === 'en'
      ? notificationCellLabel(kind, channel)
      : `${translate(NOTIFICATION_KIND_LABELS[kind])} (${translate(NOTIFICATION_CHANNEL_LABELS[channel])})`;
}
