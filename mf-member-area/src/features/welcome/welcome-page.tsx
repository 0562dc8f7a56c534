import { PageHeading } from '@/components/page-heading/page-heading';
import { memberAreaPaths } from '@/routes/route-manifest';
import { FIRST_STEP_KEYS } from '@club/contract/first-steps';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { PartyPopper } from 'lucide-react';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { doneCount } from '@/components/first-steps/first-steps-items';
import { FirstStepsList } from '@/components/first-steps/first-steps-list';
import { useFirstSteps } from '@/components/first-steps/use-first-steps';
import { CLUB_NAME } from '@club/contract/copy/club';
import { useT } from './i18n';
import styles from './welcome-page.module.css';

/** Placeholders the size of the checklist's rows while it loads. */
function ChecklistSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} data-testid="first-steps-skeleton">
      <span role="status">
        <VisuallyHidden>{t('member.welcome.loading')}</VisuallyHidden>
      </span>
      {FIRST_STEP_KEYS.map((key) => (
        <Skeleton key={key} height="5.25rem" radius="var(--radius-md, 10px)" />
      ))}
    </div>
  );
}

/**
 * `./WelcomePage` (/welcome): a new member's first steps, each ticked from
 * what the member really did (profile, logo, lead alerts, a first lead, a
 * visit to Meet the Members), with the way to each.
 */
export default function WelcomePage() {
  const t = useT();
  const username = useSessionStore((state) => state.profile?.username);
  const firstSteps = useFirstSteps();
  const state = firstSteps.data;
  const total = FIRST_STEP_KEYS.length;
  const done = state ? doneCount(state) : 0;

  return (
    <>
      <MembershipNotice />
      <div className={styles.page}>
        <PageHeading
          icon={<PartyPopper focusable="false" />}
          eyebrow={t('member.welcome.eyebrow')}
          title={
            username
              ? t('member.welcome.titleName', { club: CLUB_NAME, username })
              : t('member.welcome.title', { club: CLUB_NAME })
          }
          lead={t('member.welcome.lead')}
        />

        <section className={styles.checklist} aria-labelledby="first-steps-heading">
          <div className={styles.checklistHeader}>
            <h2 id="first-steps-heading" className={styles.heading}>
              {t('member.welcome.heading')}
            </h2>
            {state ? (
              <p className={styles.progress}>{t('member.welcome.progress', { done, total })}</p>
            ) : null}
          </div>
          {firstSteps.isPending ? <ChecklistSkeleton /> : null}
          {firstSteps.isError ? (
            <Alert
              tone="error"
              title={t('member.welcome.failed')}
              actions={
                <Button size="sm" variant="secondary" onClick={() => void firstSteps.refetch()}>
                  {t('member.welcome.tryAgain')}
                </Button>
              }
            >
              {t('member.welcome.failedText')}
            </Alert>
          ) : null}
          {state && done === total ? (
            <Alert tone="success" title={t('member.welcome.allDone')}>
              {t('member.welcome.allDoneText')}
            </Alert>
          ) : null}
          {state ? <FirstStepsList state={state} /> : null}
        </section>

        <p className={styles.footer}>
          <ButtonLink to={memberAreaPaths.myAccount()} variant="secondary">
            {t('member.welcome.account')}
          </ButtonLink>
        </p>
      </div>
    </>
  );
}
