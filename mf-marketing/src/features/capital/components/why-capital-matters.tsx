import { WHY_CAPITAL_MATTERS } from '../data/capital-content';
import styles from './why-capital-matters.module.css';
import { useT } from '../i18n';

/** The text of 'Why Capital Matters' (inside a dark Section): the case, then three reasons. */
export function WhyCapitalMatters() {
  const t = useT();
  return (
    <div className={styles.layout}>
      <div className={styles.text}>
        {WHY_CAPITAL_MATTERS.paragraphs.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </div>
      <ol className={styles.reasons} aria-label={t('marketing.capital.why.reasons')}>
        {WHY_CAPITAL_MATTERS.reasons.map((reason, position) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.number} aria-hidden="true">
              {String(position + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className={styles.title}>{t(reason.title)}</h3>
              <p className={styles.reasonText}>{t(reason.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
