import { paths } from '@club/contract/site-pages';
import { Button, ButtonLink } from '@club/ui/button';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { doneCount } from './first-steps-items';
import { useT } from './i18n';
import { useDismissFirstSteps, useFirstSteps } from './use-first-steps';
import { FIRST_STEP_KEYS } from '@club/contract/first-steps';
import styles from './first-steps-card.module.css';

/**
 * My Account's reminder of the welcome checklist: how far the member got,
 * with a link to the welcome page, until every step is done or the member
 * hides it. Nothing while it loads or fails: the welcome page has the details.
 */
export function FirstStepsCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const headingId = useId();
  const firstSteps = useFirstSteps({ enabled });
  const dismiss = useDismissFirstSteps();
  const state = firstSteps.data;
  if (!enabled || !state || state.dismissed) return null;
  const done = doneCount(state);
  const total = FIRST_STEP_KEYS.length;
  if (done === total) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Sparkles className={styles.icon} aria-hidden="true" focusable="false" />
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          {t('member.firstSteps.card.heading')}
        </h2>
        <p className={styles.progress}>
          {state.steps.profile
            ? t('member.firstSteps.card.progress', { done, total })
            : t('member.firstSteps.card.progressProfile', {
                done,
                total,
                percent: state.profilePercent,
              })}
        </p>
        <span className={styles.meter} aria-hidden="true">
          <span style={{ width: `${Math.round((done / total) * 100)}%` }} />
        </span>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.welcome()} size="sm">
          {t('member.firstSteps.card.continue')}
        </ButtonLink>
        <Button
          size="sm"
          variant="ghost"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {t('member.firstSteps.card.hide')}
        </Button>
      </div>
      {dismiss.isError ? (
        <p className={styles.error} role="alert">
          {t('member.firstSteps.card.hideFailed')}
        </p>
      ) : null}
    </section>
  );
}
