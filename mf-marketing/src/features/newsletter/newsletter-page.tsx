import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CircleAlert, CircleCheck, MailCheck, MailX } from 'lucide-react';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import { paths } from '@club/contract/site-pages';
import { Button, ButtonLink } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { openNewsletterLink } from '@/lib/newsletter-requests';
import { useT, type MessageId } from './i18n';
import styles from './newsletter-page.module.css';

type Action = 'confirm' | 'unsubscribe';

type Outcome =
  | { state: 'working' }
  | { state: 'done'; message: string }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

const HEADINGS: Record<Action, Record<Outcome['state'], MessageId>> = {
  confirm: {
    working: 'marketing.newsletter.confirm.working',
    done: 'marketing.newsletter.confirm.done',
    invalid: 'marketing.newsletter.confirm.invalid',
    failed: 'marketing.newsletter.confirm.failed',
  },
  unsubscribe: {
    working: 'marketing.newsletter.unsubscribe.working',
    done: 'marketing.newsletter.unsubscribe.done',
    invalid: 'marketing.newsletter.unsubscribe.invalid',
    failed: 'marketing.newsletter.unsubscribe.failed',
  },
};

const NOT_REACHED = 'The server could not be reached. Please try again.';

/** The API's answers (in English), in the page's language; another answer stays as it is. */
const ANSWERS: Readonly<Record<string, MessageId>> = {
  [NOT_REACHED]: 'marketing.newsletter.notReached',
  [NEWSLETTER_MESSAGES.confirmed]: 'marketing.newsletter.confirmed',
  [NEWSLETTER_MESSAGES.unsubscribed]: 'marketing.newsletter.unsubscribed',
  [NEWSLETTER_MESSAGES.invalidLink]: 'marketing.newsletter.invalidLink',
};

/**
 * `./NewsletterPage` (/newsletter/confirm and /newsletter/unsubscribe): opens
 * the link of a newsletter e-mail. The page does the change itself once it
 * runs (a mail scanner that only fetches the link changes nothing), and a
 * failure offers another try.
 */
export default function NewsletterPage({ action }: { action: Action }) {
  const t = useT();
  const answer = (message: string) => {
    const id = ANSWERS[message];
    return id ? t(id) : message;
  };
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });

  useEffect(() => {
    let current = true;
    openNewsletterLink(action, token).then(
      ({ message }) => current && setOutcome({ state: 'done', message }),
      (error: unknown) => {
        if (!current) return;
        if (getErrorStatus(error) === 400) setOutcome({ state: 'invalid' });
        else setOutcome({ state: 'failed', message: getErrorMessage(error, NOT_REACHED) });
      },
    );
    return () => {
      current = false;
    };
  }, [action, token, attempt]);

  const retry = () => {
    setOutcome({ state: 'working' });
    setAttempt((count) => count + 1);
  };

  const Icon =
    outcome.state === 'done'
      ? action === 'confirm'
        ? MailCheck
        : MailX
      : outcome.state === 'working'
        ? CircleCheck
        : CircleAlert;

  return (
    <section className={styles.page} aria-busy={outcome.state === 'working'}>
      {outcome.state === 'working' ? (
        <Spinner label={t(HEADINGS[action].working)} />
      ) : (
        <Icon size={56} aria-hidden="true" className={styles.icon} data-state={outcome.state} />
      )}
      <h1 className={styles.title}>{t(HEADINGS[action][outcome.state])}</h1>
      <p className={styles.text} role="status">
        {outcome.state === 'done' || outcome.state === 'failed'
          ? answer(outcome.message)
          : outcome.state === 'invalid'
            ? t('marketing.newsletter.invalidLink')
            : ''}
      </p>
      {outcome.state === 'done' && action === 'unsubscribe' ? (
        <p className={styles.text}>{t('marketing.newsletter.changedMind')}</p>
      ) : null}
      <div className={styles.actions}>
        {outcome.state === 'failed' ? (
          <Button onClick={retry}>{t('marketing.newsletter.tryAgain')}</Button>
        ) : null}
        {outcome.state !== 'working' ? (
          <ButtonLink
            to={paths.indiaInsights()}
            variant={outcome.state === 'failed' ? 'secondary' : 'primary'}
          >
            {t('marketing.newsletter.readInsights')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
