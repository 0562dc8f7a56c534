import { Section } from '@/components/section/section';
import { CLUB_CUSTOMERS } from './customers';
import { UsaFlag } from './usa-flag';
import { useT } from './i18n';
import styles from './customers-section.module.css';

/** Our Customers: four cards, each flagged with its USA location. */
export function CustomersSection() {
  const t = useT();
  return (
    <Section
      title={t('marketing.home.customers.title')}
      eyebrow={t('marketing.home.customers.eyebrow')}
      intro={t('marketing.home.customers.intro')}
    >
      <ul role="list" className={styles.grid}>
        {CLUB_CUSTOMERS.map((customer) => {
          const Icon = customer.icon;
          return (
            <li key={customer.id} className={styles.card}>
              <div className={styles.top}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon focusable="false" />
                </span>
                <span className={styles.location}>
                  <UsaFlag className={styles.flag} />
                  {t(customer.location)}
                </span>
              </div>
              {/* A firm's own name, in English whatever the page's language. */}
              <h3 className={styles.name} lang="en-IN">
                {customer.name}
              </h3>
              <p className={styles.industry}>{t(customer.industry)}</p>
              <p className={styles.summary}>{t(customer.summary)}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
