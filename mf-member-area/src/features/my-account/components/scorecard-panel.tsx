import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate } from '@club/contract/india-time/format';
import { quickResponseShare, type Scorecard } from '@club/contract/leads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { TrendingUp } from 'lucide-react';
import { scorecardQuery } from '../queries';
import { useT, type MessageId } from '../i18n';
import styles from './scorecard-panel.module.css';

function Business({ id, figures }: { id: MessageId; figures: Scorecard['businessGiven'] }) {
  const t = useT();
  return (
    <div className={styles.figure}>
      <dt>{t(id)}</dt>
      <dd>
        <span className={styles.value}>{formatRupees(figures.confirmed)}</span>
        <span className={styles.note}>
          {figures.pending > 0
            ? t('member.account.scorecard.confirmedPending', {
                pending: formatRupees(figures.pending),
              })
            : t('member.account.scorecard.confirmed')}
        </span>
      </dd>
    </div>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11` → `Nov` (month names stay English for now, as the India-time date formats do). */
const monthName = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;

/** This month's logged 1-to-1s, and the months before it. */
function OneToOnes({ months }: { months: Scorecard['oneToOnesByMonth'] }) {
  const current = months.at(-1);
  const earlier = months.slice(0, -1).reverse();
  const t = useT();
  return (
    <div className={styles.figure}>
      <dt>{t('member.account.scorecard.oneToOnes')}</dt>
      <dd>
        <span className={styles.value}>{current?.count ?? 0}</span>
        <span className={styles.note}>
          {earlier.map((entry) => `${monthName(entry.month)} ${String(entry.count)}`).join(' · ')}
        </span>
      </dd>
    </div>
  );
}

/**
 * What the membership brought this term: leads posted, responses given and
 * received (and how many came within 24 hours of the lead), business given
 * and received, and chapter meetings attended. For members; the lead figures go in the renewal reminder.
 */
export function ScorecardPanel() {
  const t = useT();
  const scorecard = useQuery(scorecardQuery);
  const card = scorecard.data;
  const share = card ? quickResponseShare(card) : null;

  return (
    <section className={styles.panel} aria-labelledby="scorecard-heading">
      <header className={styles.header}>
        <h2 id="scorecard-heading" className={styles.heading}>
          <TrendingUp aria-hidden="true" /> {t('member.account.scorecard.heading')}
        </h2>
        <p className={styles.term}>
          {card?.termStartsAt
            ? t('member.account.scorecard.since', { date: formatIndianDate(card.termStartsAt) })
            : t('member.account.scorecard.sinceJoined')}
        </p>
      </header>
      {scorecard.isError ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void scorecard.refetch()}>
              {t('member.account.scorecard.tryAgain')}
            </Button>
          }
        >
          {getErrorMessage(scorecard.error, t('member.account.scorecard.loadFailed'))}
        </Alert>
      ) : (
        <dl className={styles.grid} aria-busy={scorecard.isPending}>
          {card ? (
            <>
              <div className={styles.figure}>
                <dt>{t('member.account.scorecard.leadsPosted')}</dt>
                <dd>
                  <span className={styles.value}>{card.leadsPosted}</span>
                </dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('member.account.scorecard.responsesGiven')}</dt>
                <dd>
                  <span className={styles.value}>{card.responsesGiven}</span>
                  <span className={styles.note}>
                    {share === null
                      ? t('member.account.scorecard.noneYet')
                      : t('member.account.scorecard.quickShare', { share })}
                  </span>
                </dd>
              </div>
              <div className={styles.figure}>
                <dt>{t('member.account.scorecard.responsesReceived')}</dt>
                <dd>
                  <span className={styles.value}>{card.responsesReceived}</span>
                </dd>
              </div>
              <Business id="member.account.scorecard.businessGiven" figures={card.businessGiven} />
              <Business
                id="member.account.scorecard.businessReceived"
                figures={card.businessReceived}
              />
              <div className={styles.figure}>
                <dt>{t('member.account.scorecard.meetings')}</dt>
                <dd>
                  <span className={styles.value}>{card.meetingsAttended}</span>
                  <span className={styles.note}>{t('member.account.scorecard.meetingsNote')}</span>
                </dd>
              </div>
              <OneToOnes months={card.oneToOnesByMonth} />
            </>
          ) : (
            [0, 1, 2, 3, 4, 5, 6].map((key) => (
              <div key={key} className={styles.figure}>
                <Skeleton height="4.5rem" />
              </div>
            ))
          )}
        </dl>
      )}
    </section>
  );
}
