import type { CSSProperties, ReactNode } from 'react';
import { useT } from '@/components/i18n';
import styles from './step-list.module.css';

export interface Step {
  title: string;
  text: string;
  /** A lucide icon element (decorative). */
  icon?: ReactNode;
}

interface StepListProps {
  steps: readonly Step[];
  /** Names the list for assistive technology, e.g. "Our approach, in five steps". */
  'aria-label'?: string;
}

/**
 * Numbered steps: a vertical timeline on phones, a row of cards joined by a
 * line on wide screens.
 */
export function StepList({ steps, 'aria-label': ariaLabel }: StepListProps) {
  const t = useT();
  const style = { '--step-count': steps.length } as CSSProperties;
  return (
    <ol className={styles.list} style={style} aria-label={ariaLabel}>
      {steps.map((step, position) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {step.icon ?? String(position + 1).padStart(2, '0')}
          </span>
          <div className={styles.content}>
            <p className={styles.number} aria-hidden="true">
              {t('marketing.components.stepList.step', { number: position + 1 })}
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
