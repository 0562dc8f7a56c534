import { Check } from 'lucide-react';
import type { EcosystemGroup } from '../data/capital-content';
import styles from './ecosystem-groups.module.css';

/** The Complete Capital Ecosystem: three groups of services, before, during and after a deal. */
export function EcosystemGroups({ groups }: { groups: readonly EcosystemGroup[] }) {
  return (
    <ol className={styles.groups} aria-label="Capital services, by stage">
      {groups.map((group, position) => {
        const Icon = group.icon;
        return (
          <li key={group.title} className={styles.group}>
            <div className={styles.head}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <span className={styles.stage} aria-hidden="true">
                Stage {position + 1}
              </span>
            </div>
            <h3 className={styles.title}>{group.title}</h3>
            <p className={styles.summary}>{group.summary}</p>
            <ul role="list" className={styles.services}>
              {group.services.map((service) => (
                <li key={service}>
                  <Check aria-hidden="true" />
                  <span>{service}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
