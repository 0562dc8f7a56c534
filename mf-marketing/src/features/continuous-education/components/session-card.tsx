import { VisuallyHidden } from '@club/ui/visually-hidden';
import { Button } from '@club/ui/button';
import { MessageDialog } from '@club/ui/message-dialog';
import { useState } from 'react';
import { Clock, Timer, Users } from 'lucide-react';
import { TopicArt } from '@/components/topic-art/topic-art';
import type { LiveSession } from '../data/session-types';
import {
  initialsOf,
  meetingLinkMessage,
  participantsLabel,
  sessionButtonLabel,
  sessionStatusLabel,
} from '../lib/session-labels';
import styles from './session-card.module.css';
import { useT } from '../i18n';

/**
 * One session: thumbnail, title, topic, instructor, description, time left,
 * duration and status. No meeting exists yet, so the button only says that a
 * link will be provided.
 */
export function SessionCard({ session }: { session: LiveSession }) {
  const t = useT();
  const Icon = session.thumbnail.icon;
  const { messages } = session;
  const title = messages ? t(messages.title) : session.title;
  const minutes = { minutes: session.durationMinutes };
  const isLive = session.status === 'live';
  const [told, setTold] = useState(false);
  return (
    <article className={`${styles.card} ${isLive ? styles.live : ''}`}>
      <TopicArt
        palette={session.thumbnail.palette}
        pattern={session.thumbnail.pattern}
        icon={<Icon />}
      >
        {isLive ? (
          <span className={styles.liveBadge}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('marketing.continuousEducation.card.liveNow')}
          </span>
        ) : null}
        <span className={styles.durationChip}>
          {t('marketing.continuousEducation.card.durationChip', minutes)}
        </span>
      </TopicArt>
      <div className={styles.body}>
        <div className={styles.topline}>
          <p className={styles.topic}>{messages ? t(messages.topic) : session.topic}</p>
          <p className={`${styles.status} ${styles[session.status]}`}>
            <VisuallyHidden>{t('marketing.continuousEducation.card.status')}</VisuallyHidden>
            {sessionStatusLabel(session.status)}
          </p>
        </div>
        <h3 className={styles.title}>{title}</h3>
        <div className={styles.instructor}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(session.instructor.name)}
          </span>
          <p className={styles.person}>
            <span className={styles.name}>{session.instructor.name}</span>
            <span className={styles.role}>
              {messages ? t(messages.role) : session.instructor.role}
            </span>
          </p>
        </div>
        <p className={styles.description}>
          {messages ? t(messages.description) : session.description}
        </p>
        <dl className={styles.meta}>
          <div>
            <dt>
              <Clock aria-hidden="true" />
              <VisuallyHidden>{t('marketing.continuousEducation.card.timeLeft')}</VisuallyHidden>
            </dt>
            <dd>{messages ? t(messages.timeLeft) : session.timeLeft}</dd>
          </div>
          <div>
            <dt>
              <Timer aria-hidden="true" />
              <VisuallyHidden>{t('marketing.continuousEducation.card.duration')}</VisuallyHidden>
            </dt>
            <dd>{t('marketing.continuousEducation.card.minutes', minutes)}</dd>
          </div>
          <div>
            <dt>
              <Users aria-hidden="true" />
              <VisuallyHidden>
                {t('marketing.continuousEducation.card.participants')}
              </VisuallyHidden>
            </dt>
            <dd>{participantsLabel(session)}</dd>
          </div>
        </dl>
        <Button
          fullWidth
          variant={isLive ? 'primary' : 'secondary'}
          className={styles.button}
          onClick={() => setTold(true)}
        >
          {sessionButtonLabel(session.status)}
        </Button>
        <MessageDialog
          open={told}
          message={meetingLinkMessage({ title, status: session.status })}
          onClose={() => setTold(false)}
        />
      </div>
    </article>
  );
}
