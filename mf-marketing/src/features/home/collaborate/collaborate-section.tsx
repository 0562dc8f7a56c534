import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section/section';
import { COLLABORATE_PILLARS } from './collaborate-pillars';
import styles from './collaborate-section.module.css';

/** Connect, Consult, CoServe and Capital, each with links to its pages. */
export function CollaborateSection() {
  return (
    <Section
      title="Collaborate"
      eyebrow="Four ways to grow"
      intro="Whether you make, serve, scale or invest, there is a way into the club that fits."
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
              <h3 className={styles.title}>{pillar.title}</h3>
              <p className={styles.summary}>{pillar.summary}</p>
              <ul role="list" className={styles.links} aria-label={`${pillar.title} pages`}>
                {pillar.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      <span>{link.label}</span>
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
