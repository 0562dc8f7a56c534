import { CircleCheck } from 'lucide-react';
import type { CapitalAudience } from '../data/capital-content';
import styles from './audience-tiles.module.css';
import { useT } from '../i18n';

/** The two sides of the match: Entrepreneurs and Investors. */
export function AudienceTiles({ audiences }: { audiences: readonly CapitalAudience[] }) {
  const t = useT();
  return (
    <ul role="list" className={styles.tiles} aria-label={t('marketing.capital.serve.label')}>
      {audiences.map((audience) => {
        const Icon = audience.icon;
        return (
          <li key={audience.title} className={`${styles.tile} ${styles[audience.tone]}`}>
            <span className={styles.icon} aria-hidden="true">
              <Icon />
            </span>
            <h3 className={styles.title}>{t(audience.title)}</h3>
            <p className={styles.summary}>{t(audience.summary)}</p>
            <ul role="list" className={styles.benefits}>
              {audience.benefits.map((benefit) => (
                <li key={benefit}>
                  <CircleCheck aria-hidden="true" />
                  <span>{t(benefit)}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
