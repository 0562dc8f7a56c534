import { Section } from '@/components/section/section';
import { CLUB_CUSTOMERS } from './customers';
import { UsaFlag } from './usa-flag';
import styles from './customers-section.module.css';

/** Our Customers: four cards, each flagged with its USA location. */
export function CustomersSection() {
  return (
    <Section
      title="Our Customers"
      eyebrow="Trusted in the United States"
      intro="Buyers in the United States who source, build and grow with India through our members."
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
                  USA · {customer.city}
                </span>
              </div>
              <h3 className={styles.name}>{customer.name}</h3>
              <p className={styles.industry}>{customer.industry}</p>
              <p className={styles.summary}>{customer.summary}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
