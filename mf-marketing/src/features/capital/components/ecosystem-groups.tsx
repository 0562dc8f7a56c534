import { Check } from 'lucide-react';
import type { EcosystemGroup } from '../data/capital-content';
import styles from './ecosystem-groups.module.css';
import { useT } from '../i18n';

/** The Complete Capital Ecosystem: three groups of services, before, during and after a deal. */
export function EcosystemGroups({ groups }: { groups: readonly EcosystemGroup[] }) {
  const t = useT();
  return (
    <ol className={styles.groups} aria-label={t('marketing.capital.ecosystem.label')}>
      {groups.map((group, position) => {
        const Icon = group.icon;
        return (
          <li key={group.title} className={styles.group}>
            <div className={styles.head}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <span className={styles.stage} aria-hidden="true">
                {t('marketing.capital.ecosystem.stage', { number: position + 1 })}
              </span>
            </div>
            <h3 className={styles.title}>{t(group.title)}</h3>
            <p className={styles.summary}>{t(group.summary)}</p>
            <ul role="list" className={styles.services}>
              {group.services.map((service) => (
                <li key={service}>
                  <Check aria-hidden="true" />
                  <span>{t(service)}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
