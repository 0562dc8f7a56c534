import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section/section';
import { COLLABORATE_PILLARS } from './collaborate-pillars';
import { useT } from './i18n';
import styles from './collaborate-section.module.css';

/** Connect, Consult, CoServe and Capital, each with links to its pages. */
export function CollaborateSection() {
  const t = useT();
  return (
    <Section
      title={t('marketing.home.collaborate.title')}
      eyebrow={t('marketing.home.collaborate.eyebrow')}
      intro={t('marketing.home.collaborate.intro')}
      tone="muted"
      className={styles.band}
    >
      <ul role="list" className={styles.grid}>
        {COLLABORATE_PILLARS.map((pillar) => {
          const Icon = pillar.icon;
          return (
            <li key={pillar.key} className={`${styles.card} ${styles[pillar.key]}`}>
              <span className={styles.icon} aria-hidden="true">
                <Icon focusable="false" />
              </span>
              <h3 className={styles.title}>{t(pillar.title)}</h3>
              <p className={styles.summary}>{t(pillar.summary)}</p>
              <ul
                role="list"
                className={styles.links}
                aria-label={t('marketing.home.collaborate.pagesLabel', { pillar: t(pillar.title) })}
              >
                {pillar.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      <span>{t(link.label)}</span>
                      <ArrowRight aria-hidden="true" focusable="false" />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
