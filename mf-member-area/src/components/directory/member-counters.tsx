import type { MemberCounts } from '@club/contract/companies';
import { Factory, Handshake, Users } from 'lucide-react';
import { useT } from './i18n';
import styles from './member-counters.module.css';

/** Total Members, Producers and Providers; dashes while the first count loads. */
export function MemberCounters({ counts }: { counts: MemberCounts | null }) {
  const t = useT();
  const items = [
    {
      label: t('member.directory.counters.total'),
      value: counts?.total,
      icon: Users,
      tone: styles.brand,
    },
    {
      label: t('member.directory.counters.producers'),
      value: counts?.producers,
      icon: Factory,
      tone: styles.beta,
    },
    {
      label: t('member.directory.counters.providers'),
      value: counts?.providers,
      icon: Handshake,
      tone: styles.gamma,
    },
  ];
  return (
    <dl className={styles.counters} aria-live="polite">
      {items.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className={`${styles.counter} ${tone}`}>
          <span className={styles.icon} aria-hidden="true">
            <Icon />
          </span>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
