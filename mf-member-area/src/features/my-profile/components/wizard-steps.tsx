import { Check } from 'lucide-react';
import type { WizardStep } from '../lib/profile-form';
import { useT } from '../i18n';
import styles from './wizard-steps.module.css';

/** The step buttons: any step can be opened; steps already completed show a check. */
export function WizardSteps({
  steps,
  current,
  done,
  onSelect,
}: {
  steps: readonly WizardStep[];
  current: number;
  done: ReadonlySet<number>;
  onSelect: (index: number) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('member.profile.steps.label')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const isDone = done.has(index) && index !== current;
          return (
            <li key={step.id}>
              <button
                type="button"
                className={styles.step}
                aria-current={index === current ? 'step' : undefined}
                data-done={isDone || undefined}
                onClick={() => onSelect(index)}
              >
                <span className={styles.number} aria-hidden="true">
                  {isDone ? <Check /> : index + 1}
                </span>
                <span className={styles.title}>
                  {t(step.title)}
                  {isDone ? (
                    <span className={styles.doneText}>{t('member.profile.steps.done')}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
