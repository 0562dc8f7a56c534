import { formatIndianDateTime } from '@club/contract/india-time/format';
import { getErrorStatus } from '@club/platform/api/api-error';
import type { AccountSession } from '@club/contract/sessions';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useId, useState } from 'react';
import { useSessions, useSignOutDevices } from '../hooks/use-sessions';
import { withTags } from '@club/ui/i18n';
import { useT, type T } from '../i18n';
import styles from './sessions-panel.module.css';
import listSection from './list-section.module.css';

/** "Chrome 131 on Windows 10", or as much of it as the browser said. */
export function deviceName(session: AccountSession, t: T): string {
  if (session.browser && session.os)
    return t('member.account.sessions.deviceOn', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('member.account.sessions.unknownDevice');
}

function DeviceIcon({ type }: { type: AccountSession['deviceType'] }) {
  const Icon = type === 'mobile' ? Smartphone : type === 'tablet' ? Tablet : Monitor;
  return <Icon className={styles.icon} aria-hidden="true" focusable="false" />;
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * My Account's signed-in devices: browser and system, address, sign-in and
 * last use, "This device" marked; 'Sign out' ends another device's session
 * and 'Sign out everywhere else' all of them.
 */
export function SessionsPanel() {
  const t = useT();
  const headingId = useId();
  const sessions = useSessions();
  const { one, others } = useSignOutDevices();
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function signOut(session: AccountSession) {
    setFeedback(null);
    try {
      await one.mutateAsync(session.id);
      setFeedback({
        tone: 'success',
        text: t('member.account.sessions.signedOutOne', { device: deviceName(session, t) }),
      });
    } catch (error) {
      setFeedback(
        getErrorStatus(error) === 404
          ? {
              tone: 'success',
              text: t('member.account.sessions.alreadySignedOut', {
                device: deviceName(session, t),
              }),
            }
          : { tone: 'error', text: t('member.account.sessions.signOutFailed') },
      );
    }
  }

  async function signOutOthers() {
    setFeedback(null);
    try {
      const ended = await others.mutateAsync();
      setFeedback({
        tone: 'success',
        text: t('member.account.sessions.signedOutOthers', { count: ended }),
      });
    } catch {
      setFeedback({
        tone: 'error',
        text: t('member.account.sessions.signOutOthersFailed'),
      });
    }
  }

  let body;
  if (sessions.isPending) {
    body = (
      <div className={listSection.list} aria-busy="true" data-testid="sessions-skeleton">
        {[0, 1].map((key) => (
          <div key={key} className={styles.row}>
            <Skeleton width="1.5rem" height="1.5rem" />
            <span className={styles.details}>
              <Skeleton width="12rem" height="1.25rem" />
              <Skeleton width="80%" height="1.1rem" />
            </span>
          </div>
        ))}
      </div>
    );
  } else if (sessions.isError) {
    body = (
      <Alert
        tone="warning"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void sessions.refetch()}>
            {t('member.account.sessions.tryAgain')}
          </Button>
        }
      >
        {t('member.account.sessions.loadFailed')}
      </Alert>
    );
  } else {
    const hasOthers = sessions.data.some((session) => !session.current);
    body = (
      <>
        <ul className={listSection.list} role="list" aria-labelledby={headingId}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.row}>
              <DeviceIcon type={session.deviceType} />
              <div className={styles.details}>
                <span className={styles.name}>
                  {deviceName(session, t)}
                  {session.current ? (
                    <span className={styles.badge}>{t('member.account.sessions.thisDevice')}</span>
                  ) : null}
                </span>
                <span className={styles.meta}>
                  {session.ipAddress ? (
                    <span>{t('member.account.sessions.ip', { address: session.ipAddress })}</span>
                  ) : null}
                  <span>
                    {withTags(t('member.account.sessions.signedIn'), {
                      time: () => (
                        <time dateTime={session.signedInAt}>
                          {formatIndianDateTime(session.signedInAt)}
                        </time>
                      ),
                    })}
                  </span>
                  <span>
                    {withTags(t('member.account.sessions.lastUsed'), {
                      time: () => (
                        <time dateTime={session.lastUsedAt}>
                          {formatIndianDateTime(session.lastUsedAt)}
                        </time>
                      ),
                    })}
                  </span>
                </span>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={one.isPending && one.variables === session.id}
                  onClick={() => void signOut(session)}
                  aria-label={t('member.account.sessions.signOutLabel', {
                    device: deviceName(session, t),
                  })}
                >
                  {t('member.account.sessions.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {hasOthers ? (
          <div>
            <Button
              variant="secondary"
              loading={others.isPending}
              onClick={() => void signOutOthers()}
            >
              {t('member.account.sessions.signOutEverywhere')}
            </Button>
          </div>
        ) : (
          <p className={listSection.hint}>{t('member.account.sessions.onlyThis')}</p>
        )}
      </>
    );
  }

  return (
    <section className={listSection.section} aria-labelledby={headingId}>
      <div className={listSection.header}>
        <h2 id={headingId} className={listSection.heading}>
          {t('member.account.sessions.heading')}
        </h2>
        <p className={listSection.hint}>{t('member.account.sessions.hint')}</p>
      </div>
      {body}
      <p
        role="status"
        className={feedback?.tone === 'error' ? listSection.statusError : listSection.status}
      >
        {feedback?.text ?? ''}
      </p>
    </section>
  );
}
