import { useNotificationCellLabel } from '../hooks/use-notification-cell-label';
import { useContractText } from '@club/ui/contract-messages';
import {
  fixedCell,
  NOTIFICATION_CHANNEL_COLUMNS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationCell as Cell,
} from '@club/contract/notification-preferences';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useId, useState } from 'react';
import {
  useChangeNotificationPreference,
  useNotificationPreferences,
} from '../hooks/use-notification-preferences';
import type { Feedback } from './feedback';
import { NotificationCell } from './notification-cell';
import listSection from '../../components/list-section.module.css';
import { useT } from '../../i18n';
import styles from './notification-preferences-panel.module.css';

/** Why some cells cannot be changed, each reason once, for the notes under the table. */
function fixedReasons(): string[] {
  const reasons = new Set<string>();
  for (const kind of NOTIFICATION_KINDS) {
    for (const channel of NOTIFICATION_CHANNEL_COLUMNS) {
      const fixed = fixedCell(kind, channel);
      if (fixed) reasons.add(fixed.reason);
    }
  }
  return [...reasons];
}

/**
 * Which channels each kind of message goes on: a table with the kinds as
 * rows and e-mail, SMS and WhatsApp as columns, each cell a checkbox that
 * saves at once. The consents above still decide whether a kind is sent at all.
 */
export function NotificationPreferencesPanel() {
  const t = useT();
  const translate = useContractText();
  const cellLabel = useNotificationCellLabel();
  const headingId = useId();
  const table = useNotificationPreferences();
  const change = useChangeNotificationPreference();
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function save(cell: Cell, on: boolean) {
    setFeedback(null);
    const name = cellLabel(cell.kind, cell.channel);
    try {
      await change.mutateAsync({ changes: [{ kind: cell.kind, channel: cell.channel, on }] });
      setFeedback({
        tone: 'success',
        text: t(
          on ? 'member.account.privacy.notify.savedOn' : 'member.account.privacy.notify.savedOff',
          { name },
        ),
      });
    } catch (error) {
      const message = getErrorMessage(error, t('member.account.privacy.notify.saveFailed'));
      setFeedback({
        tone: 'error',
        text: t('member.account.privacy.notify.failedFor', { name, message }),
      });
    }
  }

  let body;
  if (table.isPending) {
    body = (
      <div aria-busy="true" data-testid="notification-preferences-skeleton">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else if (table.isError) {
    body = (
      <Alert
        tone="warning"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void table.refetch()}>
            {t('member.account.privacy.notify.retry')}
          </Button>
        }
      >
        {t('member.account.privacy.notify.loadFailed')}
      </Alert>
    );
  } else {
    const cells = table.data.cells;
    const savingCell = change.isPending ? change.variables.changes[0] : undefined;
    body = (
      <>
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby={`${headingId}-caption`}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id={`${headingId}-caption`} className={styles.caption}>
              {t('member.account.privacy.notify.caption')}
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {NOTIFICATION_CHANNEL_COLUMNS.map((channel) => (
                  <th key={channel} scope="col" className={styles.columnHeader}>
                    {translate(NOTIFICATION_CHANNEL_LABELS[channel])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className={styles.rowHeader}>
                    {translate(NOTIFICATION_KIND_LABELS[kind])}
                  </th>
                  {NOTIFICATION_CHANNEL_COLUMNS.map((channel) => {
                    const cell = cells.find(
                      (entry) => entry.kind === kind && entry.channel === channel,
                    );
                    if (!cell) return <td key={channel} className={styles.cell} />;
                    const saving = savingCell?.kind === kind && savingCell.channel === channel;
                    return (
                      <NotificationCell
                        key={channel}
                        cell={cell}
                        saving={saving}
                        onChange={(target, on) => void save(target, on)}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={styles.notes} aria-label={t('member.account.privacy.notify.notes')}>
          {fixedReasons().map((reason) => (
            <li key={reason}>{translate(reason)}</li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={listSection.section} aria-labelledby={headingId}>
      <div className={listSection.header}>
        <h2 id={headingId} className={listSection.heading}>
          {t('member.account.privacy.notify.heading')}
        </h2>
        <p className={listSection.hint}>{t('member.account.privacy.notify.hint')}</p>
      </div>
      {body}
      <p
        role="status"
        aria-live="polite"
        className={feedback?.tone === 'error' ? listSection.statusError : listSection.status}
      >
        {feedback?.text ?? ''}
      </p>
    </section>
  );
}
