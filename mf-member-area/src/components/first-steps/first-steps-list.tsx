import type { FirstStepsResponse } from '@club/contract/first-steps';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { firstStepItems, profileShareText } from './first-steps-items';
import { useT } from './i18n';
import styles from './first-steps-list.module.css';

/**
 * The checklist: one list item per first step, its state said in words to
 * screen readers ("Done" / "Not done yet") and shown by its icon, with the
 * link to where it is done.
 */
export function FirstStepsList({ state }: { state: FirstStepsResponse }) {
  const t = useT();
  return (
    <ol className={styles.list} aria-label={t('member.firstSteps.list.label')}>
      {firstStepItems(state).map((item) => {
        const Icon = item.done ? CheckCircle2 : Circle;
        return (
          <li
            key={item.key}
            className={item.done ? `${styles.item} ${styles.done}` : styles.item}
            data-step={item.key}
            data-done={item.done}
          >
            <Icon className={styles.icon} aria-hidden="true" focusable="false" />
            <div className={styles.text}>
              <span className={styles.title}>
                {t(item.title)}
                <VisuallyHidden>
                  {t(item.done ? 'member.firstSteps.list.done' : 'member.firstSteps.list.notDone')}
                </VisuallyHidden>
              </span>
              <span className={styles.why}>{t(item.why)}</span>
              {item.key === 'profile' ? (
                <span className={styles.share}>
                  <span className={styles.meter} aria-hidden="true">
                    <span style={{ width: `${state.profilePercent}%` }} />
                  </span>
                  <span>{profileShareText(state.profilePercent, t)}</span>
                </span>
              ) : null}
            </div>
            <Link to={item.to} className={styles.action}>
              {t(item.done ? 'member.firstSteps.list.open' : item.action)}
              <VisuallyHidden>
                {t('member.firstSteps.list.actionFor', { title: t(item.title) })}
              </VisuallyHidden>
              <ChevronRight aria-hidden="true" focusable="false" />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
