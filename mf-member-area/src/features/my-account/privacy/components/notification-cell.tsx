import { useContractText } from '@club/ui/contract-messages';
import { useNotificationCellLabel } from '../hooks/use-notification-cell-label';
import {
  CHANNEL_UNAVAILABLE_MESSAGES,
  type NotificationCell as Cell,
} from '@club/contract/notification-preferences';
import { paths } from '@club/contract/site-pages';
import { Link } from 'react-router-dom';
import { WHATSAPP_SWITCH_ANCHOR } from './whatsapp-panel';
import { useT, type T } from '../../i18n';
import styles from './notification-preferences-panel.module.css';

/** Where the member fixes a channel that cannot be used yet, and the link's short text. */
function fixLink(cell: Cell, t: T) {
  if (cell.unavailable === 'mobileNotProved') {
    return <Link to={paths.myProfile()}>{t('member.account.privacy.notify.verifyMobile')}</Link>;
  }
  if (cell.unavailable === 'whatsAppNotOptedIn') {
    return (
      <a href={`#${WHATSAPP_SWITCH_ANCHOR}`}>{t('member.account.privacy.notify.turnOnWhatsApp')}</a>
    );
  }
  return null;
}

/**
 * One kind by one channel: a checkbox named "Lead alerts by WhatsApp". A
 * fixed cell is disabled with its reason in words; a channel the account
 * cannot use yet is disabled, unchecked, with a link to where to fix it.
 */
export function NotificationCell({
  cell,
  saving,
  onChange,
}: {
  cell: Cell;
  saving: boolean;
  onChange: (cell: Cell, on: boolean) => void;
}) {
  const t = useT();
  const translate = useContractText();
  const cellLabel = useNotificationCellLabel();
  const id = `notify-${cell.kind}-${cell.channel}`;
  const reasonId = `${id}-reason`;
  const label = cellLabel(cell.kind, cell.channel);
  const locked = cell.fixedReason !== null || cell.unavailable !== null;
  const reasonText =
    cell.fixedReason ?? (cell.unavailable ? CHANNEL_UNAVAILABLE_MESSAGES[cell.unavailable] : null);
  const reason = reasonText === null ? null : translate(reasonText);
  return (
    <td className={styles.cell}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-label={label}
        checked={cell.on && cell.unavailable === null}
        disabled={locked || saving}
        aria-describedby={reason ? reasonId : undefined}
        onChange={(event) => onChange(cell, event.target.checked)}
      />
      {reason && (
        <span className={styles.reason}>
          <span id={reasonId} className={styles.srOnly}>
            {reason}
          </span>
          <span aria-hidden="true">
            {cell.fixedReason !== null
              ? t(
                  cell.on
                    ? 'member.account.privacy.notify.alwaysOn'
                    : 'member.account.privacy.notify.notOffered',
                )
              : null}
          </span>
          {fixLink(cell, t)}
        </span>
      )}
    </td>
  );
}
